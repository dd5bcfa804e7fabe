import MDXComponents from '@theme-original/MDXComponents';
import Term from '@site/src/components/Term';

// `<Term>` marks where a reader meets one of the tool's terms, in many pages of both docs versions: registered here,
// it needs no import in each page.
export default { ...MDXComponents, Term };
