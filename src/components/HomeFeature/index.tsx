import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface HomeFeatureProps {
  /** Anchor id of the section; also used to label it for assistive technology. */
  readonly id: string;
  readonly title: string;
  /** One sentence that states what the example proves. */
  readonly claim: string;
  /** Where to read more about the feature. */
  readonly link: { readonly to: string; readonly label: string };
  /** The example: usually tabs with the program and what it produces. */
  readonly children: ReactNode;
}

/** One feature of the home page: a heading, a short claim, and a code example below it. */
export default function HomeFeature({ id, title, claim, link, children }: HomeFeatureProps): ReactNode {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={styles.feature} aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.intro}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.claim}>{claim}</p>
        </div>
        <div className={styles.example}>{children}</div>
        <p className={styles.more}>
          <Link to={link.to}>{link.label}</Link>
        </p>
      </div>
    </section>
  );
}
