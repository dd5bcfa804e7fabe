import { useId, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Tooltip, { TextWithCode } from '@site/src/components/Tooltip';
import styles from './styles.module.css';

/**
 * A term of the tool where a reader meets it: a link to its glossary entry, described by a tooltip that holds the
 * entry's definition (src/components/Tooltip, which also says how it opens and closes). Pages write
 * `<Term id="builder">builders</Term>`; `src/remark/glossaryTerms.ts` adds `href` and `definition` from the glossary
 * of the page's version, so both are in the server HTML and the browser loads no glossary.
 */
interface Props {
  readonly href: string;
  readonly definition: string;
  readonly children: ReactNode;
}

export default function Term({ href, definition, children }: Props): ReactNode {
  const tooltipId = useId();
  return (
    <span className={styles.term}>
      <Link to={href} aria-describedby={tooltipId}>
        {children}
      </Link>
      <Tooltip id={tooltipId}>
        <TextWithCode text={definition} />
      </Tooltip>
    </span>
  );
}
