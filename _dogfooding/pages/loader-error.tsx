import { useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';
import Loadable from 'react-loadable';

// Loaded through the same Loadable + `@theme/Loading` pair that Docusaurus uses for route components, so a test
// can fail this chunk and see the loader's error state and its "Retry" button.
const LazyPanel = Loadable({
  loader: () => import('./_lazyPanel'),
  loading: Loading,
});

/** Test-only page (kept out of the sitemap and search engines) for the loader's error state. */
export default function LoaderErrorTestPage(): ReactNode {
  const [shown, setShown] = useState(false);
  return (
    <Layout title="Loader error test" description="Loads a chunk on demand to test the loader's error state.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Loader error test</h1>
        <button type="button" className="button button--primary" onClick={() => setShown(true)}>
          Load the panel
        </button>
        {shown && <LazyPanel />}
      </main>
    </Layout>
  );
}
