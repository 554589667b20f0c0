import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

/**
 * The offline fallback: the site's chrome with nothing between header and footer.
 * The service worker serves it for pages that are not cached yet.
 */
export default function AppShell(): React.JSX.Element {
  return (
    <Layout>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main id="app-shell" />
    </Layout>
  );
}
