import { createContext } from 'react';

import type { BlockTypes } from './blockTypes';

/**
 * The types of the code block being rendered, as a docs page passes them to `<CodeBlock types={…}>`
 * (src/remark/codeTypes.ts): the types themselves in the server build, the name of their JSON file in the browser
 * (src/plugins/code-types/loader.ts), `null` for a file no tsconfig checks, none for a block without types.
 */
export type CodeTypesSource = BlockTypes | string | null;

export const CodeTypesContext = createContext<CodeTypesSource | undefined>(undefined);
