export * from "./annotations";
export * from "./labels";
export * from "./types";
export * from "./workload";
