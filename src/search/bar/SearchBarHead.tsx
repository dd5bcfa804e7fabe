import Head from '@docusaurus/Head';

import { isEmbeddedSearch } from '../mode';

/**
 * `@docusaurus/Head` for the theme's SearchBar (see ../aliases.ts): its Algolia preconnect only when Algolia answers.
 * It is typed as Head itself, so `npm run typecheck` fails when an upgrade changes what Head takes or returns.
 */
const SearchBarHead: typeof Head = (props) => (isEmbeddedSearch() ? null : <Head {...props} />);

export default SearchBarHead;
