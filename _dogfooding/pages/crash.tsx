import { useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

function Bomb(): ReactNode {
  throw new Error('Render failure triggered on purpose by the crash test page.');
}

/**
 * Test-only page (kept out of the sitemap and search engines): lets the e2e suite trigger a render failure
 * and check the theme's crash screen and its recovery.
 */
export default function CrashTestPage(): ReactNode {
  return (
    <Layout title="Crash test" description="Triggers a render failure to test the crash screen.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <CrashDemo />
    </Layout>
  );
}

// The state lives inside the theme's error boundary, so "Try again" remounts it un-crashed.
function CrashDemo(): ReactNode {
  const [crashing, setCrashing] = useState(false);
  return (
    <main className="container margin-vert--lg">
      <h1>Crash test</h1>
      <p>This page exists for automated tests of the crash screen.</p>
      <button type="button" className="button button--primary" onClick={() => setCrashing(true)}>
        Crash this page
      </button>
      {crashing && <Bomb />}
    </main>
  );
}
