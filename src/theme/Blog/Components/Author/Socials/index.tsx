import { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/Blog/Components/Author/Socials';
import styles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/styles.module.css';

// The theme's component imports an icon for each of the thirteen platforms it knows, so every blog page downloaded
// them all (5.7 KB gzip), though no author in blog/authors.yml lists one. They now load with the first author who
// does. An author without any keeps the theme's empty box, which holds the layout of the author line.
const ThemeSocials = lazy(() => import('@theme-original/Blog/Components/Author/Socials'));

export default function BlogAuthorSocials(props: Props): ReactNode {
  if (Object.keys(props.author.socials ?? {}).length === 0) {
    return <div className={styles.authorSocials} />;
  }
  return (
    <Suspense fallback={<div className={styles.authorSocials} />}>
      <ThemeSocials {...props} />
    </Suspense>
  );
}
