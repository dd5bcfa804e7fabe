import { useCallback } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { answeringClient } from '../answeringClient';

type AlgoliaClient = { addAlgoliaAgent: (segment: string, version?: string) => void };

/**
 * The SearchBar's `transformSearchClient`: DocSearch's own Algolia client, or the embedded index's when the site has
 * no credentials. It keeps the theme's Docusaurus agent, which a `transformSearchClient` prop would otherwise replace.
 */
export function useModalSearchClient() {
  const {
    siteMetadata: { docusaurusVersion },
  } = useDocusaurusContext();
  return useCallback(
    <Client extends AlgoliaClient>(client: Client) => {
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return answeringClient('modal', () => client);
    },
    [docusaurusVersion],
  );
}
