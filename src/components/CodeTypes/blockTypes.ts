/**
 * What the build computes for one JavaScript or TypeScript code block (src/plugins/code-types) and the code block
 * renders: the type of each name, and the compile errors a block shows on purpose. Lines and columns count in the
 * code the block shows (magic comments left out), from 0.
 */
export interface BlockTypes {
  /** Each distinct tooltip once. */
  readonly tips: readonly Tip[];
  /** Every name that has a tooltip: its line, its first and past-the-end columns, and the index of its tooltip. */
  readonly names: readonly (readonly [line: number, start: number, end: number, tip: number])[];
  /** The errors of the lines marked with `// @ts-expect-error`. */
  readonly errors: readonly CompileError[];
}

export interface Tip {
  /** What the TypeScript language service says the name is: `(method) Builder.build(): void`. */
  readonly signature: string;
  /** The first sentence of the name's doc comment, with `code` in backticks. */
  readonly doc?: string;
  /** An API name: declared by the docs version's declarations. Readers reach it with the keyboard. */
  readonly api?: true;
  /** The name's entry in the API reference of the version whose declarations it comes from. */
  readonly href?: string;
}

export interface CompileError {
  readonly line: number;
  readonly start: number;
  readonly end: number;
  /** `TS2345`, as the compiler and the editor name it. */
  readonly code: string;
  readonly message: string;
}
