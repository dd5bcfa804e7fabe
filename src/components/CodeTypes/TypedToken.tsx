import { useContext, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Tooltip, { TextWithCode } from '@site/src/components/Tooltip';

import type { AnnotatedToken } from './annotateLines';
import { TypedBlockContext } from './TypedContent';
import styles from './styles.module.css';

/**
 * A token of a block with types, around the theme's own token (`children`): a name with a tooltip that gives its type
 * and the first sentence of its doc comment (the tooltip itself after the name's first use in the block), part of an
 * intended compile error, underlined, or the last token of a line with such errors, followed by their messages. An
 * API name is a link to its entry in the API reference, or else reachable with the keyboard; a local name shows its
 * type on hover.
 */
export default function TypedToken({
  token,
  children,
}: {
  readonly token: AnnotatedToken;
  readonly children: ReactNode;
}): ReactNode {
  const block = useContext(TypedBlockContext);
  let drawn = token.error ? <span className={styles.error}>{children}</span> : children;
  const tip = token.name && block?.types.tips[token.name.tip];
  if (token.name && block && tip) {
    const id = block.tooltipId(token.name.tip);
    drawn = (
      <>
        {tip.href ? (
          <Link to={tip.href} className={styles.apiName} aria-describedby={id}>
            {drawn}
          </Link>
        ) : (
          <span
            className={tip.api ? styles.apiName : undefined}
            tabIndex={tip.api ? 0 : undefined}
            aria-describedby={id}
          >
            {drawn}
          </span>
        )}
        {token.name.first && (
          <Tooltip id={id} wide>
            <code className={styles.signature}>{tip.signature}</code>
            {tip.doc && <TextWithCode text={tip.doc} />}
          </Tooltip>
        )}
      </>
    );
  }
  return (
    <>
      {drawn}
      {token.notes?.map((note) => (
        <span key={`${note.start}-${note.code}`} className={styles.errorNote} data-compile-error="">
          {`${note.code}: ${note.message}`}
        </span>
      ))}
    </>
  );
}
