export * as meta from "./meta";
