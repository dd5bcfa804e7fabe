import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import styles from './styles.module.css';

/** One tab of a feature's example: a file, or what a command prints. */
export interface HomeFeatureTab {
  /** Also the tab's value, so it is unique within a feature. */
  readonly label: string;
  /** Prism language of the code. */
  readonly language: string;
  /** Shown above the code: the file's path, or "Terminal" for a command's output. */
  readonly title?: string;
  /** What a code fence would carry after the language, such as highlighted lines (`{8-9}`). */
  readonly metastring?: string;
  readonly code: string;
}

export interface HomeFeatureProps {
  /** Anchor id of the section; also used to label it for assistive technology. */
  readonly id: string;
  readonly title: string;
  /** One sentence that states what the example proves. */
  readonly claim: string;
  /** Where to read more about the feature. */
  readonly link: { readonly to: string; readonly label: string };
  /** The example: the program and what it produces, one tab each; the first tab is selected. */
  readonly tabs: readonly HomeFeatureTab[];
}

/** One feature of the home page: a heading, a short claim, and a code example below it. */
export default function HomeFeature({ id, title, claim, link, tabs }: HomeFeatureProps): ReactNode {
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
        <div className={styles.example}>
          <Tabs>
            {tabs.map((tab) => (
              <TabItem key={tab.label} value={tab.label} label={tab.label}>
                <CodeBlock language={tab.language} title={tab.title} metastring={tab.metastring}>
                  {tab.code}
                </CodeBlock>
              </TabItem>
            ))}
          </Tabs>
        </div>
        <p className={styles.more}>
          <Link to={link.to}>{link.label}</Link>
        </p>
      </div>
    </section>
  );
}
