import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Admonition from '@theme/Admonition';
import Translate, {translate} from '@docusaurus/Translate';
import PageIntro from '@site/src/components/PageIntro';
import type {StarterKitsTableProps} from '@site/src/components/StarterKitsTable';
import type {StarterKit} from '@site/src/data/starterKits';

/** The npm package the starter-kit list comes from. */
const DATA_PACKAGE = 'javascriptstuff-db';

interface Loaded {
  readonly Table: ComponentType<StarterKitsTableProps>;
  readonly kits: readonly StarterKit[];
}

/** Loads the table component and its build-time data in the browser, as a separate chunk. */
const loadTable = async (): Promise<Loaded> => {
  const [table, data] = await Promise.all([
    import(/* webpackChunkName: "starter-kits-table" */ '@site/src/components/StarterKitsTable'),
    import(/* webpackChunkName: "starter-kits-data" */ '@webpack-site/starter-kits-data'),
  ]);
  return {Table: table.default, kits: data.default.kits};
};

function LazyTable(): ReactNode {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadTable()
      .then((result) => !cancelled && setLoaded(result))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, []);
  if (loaded) return <loaded.Table kits={loaded.kits} />;
  return (
    <p className="margin-vert--lg" aria-live="polite" data-testid="starter-kits-placeholder">
      {failed ? (
        <Translate id="starterKits.failed">
          The list of starter kits could not be loaded. Please reload the page.
        </Translate>
      ) : (
        <Translate id="starterKits.loading">Loading the starter kits…</Translate>
      )}
    </p>
  );
}

export default function StarterKitsPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'starterKits.meta.title', message: 'Starter Kits'})}
      description={translate({
        id: 'starterKits.meta.description',
        message: 'Community starter kits and boilerplates that use webpack, with their maintainers and tags.',
      })}>
      <main className="container margin-vert--xl">
        <PageIntro title={<Translate id="starterKits.title">Starter Kits</Translate>}>
          <p>
            <Translate
              id="starterKits.intro"
              values={{
                source: (
                  <Link href={`https://www.npmjs.com/package/${DATA_PACKAGE}`}>
                    <code>{DATA_PACKAGE}</code>
                  </Link>
                ),
              }}>
              {
                'These are community-made starter kits and boilerplates that use webpack. The list comes from the {source} package, which catalogues React starter projects; only projects with a webpack tag are shown.'
              }
            </Translate>
          </p>
        </PageIntro>
        <Admonition
          type="warning"
          title={translate({id: 'starterKits.warning.title', message: 'Proofs of concept'})}>
          <p>
            <Translate id="starterKits.warning">
              These starter kits are proofs of concept maintained by their authors, not by the webpack team,
              and they are not officially supported. Many were written for older versions of webpack: check a
              kit's configuration and dependencies before you build on it.
            </Translate>
          </p>
        </Admonition>
        <LazyTable />
      </main>
    </Layout>
  );
}
