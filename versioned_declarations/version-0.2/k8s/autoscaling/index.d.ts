export * as v2 from "./v2";
