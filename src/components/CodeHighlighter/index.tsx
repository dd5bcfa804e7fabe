import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import type CodeBlockContentType from '@theme/CodeBlock/Content';

// The theme registers the extra Prism languages from a client module that every page loads; src/first-load/lazy-prism
// empties that module, so the languages are registered here, in the chunk that highlights code.
prismIncludeLanguages(Prism);

/** The theme's own code block content, which highlights with Prism. */
export default CodeBlockContent as typeof CodeBlockContentType;
