export * as v1 from "./v1";
