import React, {useEffect, type ComponentType} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import Heading from '@theme/Heading';
import type {PrintablePageProps} from '../../index';
import styles from './styles.module.css';

interface Props {
  page: PrintablePageProps;
  contents: {content: ComponentType}[];
}

/** Every page of a section on one page; opening it asks the browser to print once. */
export default function PrintablePage({page, contents}: Props): React.JSX.Element {
  useEffect(() => {
    window.print();
  }, []);
  return (
    <Layout title={`${page.sectionLabel} (printable)`} noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.printable}`}>
        {contents.map(({content: Content}, i) => (
          <article key={page.docs[i].permalink} className={styles.page}>
            <Heading as="h1">{page.docs[i].title}</Heading>
            <div className="markdown">
              <MDXContent>
                <Content />
              </MDXContent>
            </div>
          </article>
        ))}
      </main>
    </Layout>
  );
}
