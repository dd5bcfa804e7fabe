// The package folder of the Package Management tutorial pairs the served script with hand-written types
// (../hello-world/index.d.ts). This file fails the type check when the two stop describing the same `add`.
import type * as script from "https://anemos.sh/examples/hello-world.js";
import type * as declared from "hello-world";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

export type AddMatchesTheScript = Holds<
  Same<typeof script.add, typeof declared.add>
>;
