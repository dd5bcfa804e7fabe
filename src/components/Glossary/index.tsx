import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { Glossary as GlossaryData } from '@site/src/data/glossary/types';
import { TextWithCode } from '@site/src/components/Tooltip';

/**
 * The glossary of one docs version, rendered from its data file (`src/data/glossary/`): a section per term, whose
 * anchor is the entry's id, with its definition and a link to the page that explains it. The headings come from data,
 * so the page exports `toc = glossaryToc(glossary)` for its table of contents.
 */
export function glossaryToc(glossary: GlossaryData): { value: string; id: string; level: number }[] {
  return glossary.entries.map(({ id, term }) => ({ value: term, id, level: 2 }));
}

export default function Glossary({ glossary }: { readonly glossary: GlossaryData }): ReactNode {
  return glossary.entries.map(({ id, term, definition, explainedIn }) => (
    <section key={id}>
      <Heading as="h2" id={id}>
        {term}
      </Heading>
      <p>
        <TextWithCode text={definition} />
      </p>
      <p>
        Explained in <Link to={explainedIn.path}>{explainedIn.title}</Link>.
      </p>
    </section>
  ));
}
