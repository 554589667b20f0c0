import React, {useEffect, type ComponentProps, type ComponentType} from 'react';
import {MDXProvider} from '@mdx-js/react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import MDXComponents from '@theme/MDXComponents';
import Heading from '@theme/Heading';
import type {PrintablePageProps} from '../../index';
import {PRINT_QUERY} from '@site/src/data/printable';
import {printableIdPrefix} from '../../pages';
import styles from './styles.module.css';

interface Props {
  page: PrintablePageProps;
  contents: {content: ComponentType}[];
}

type HeadingProps = ComponentProps<'h2'>;
const HEADINGS = [
  MDXComponents.h1,
  MDXComponents.h2,
  MDXComponents.h3,
  MDXComponents.h4,
  MDXComponents.h5,
  MDXComponents.h6,
];

/**
 * The MDX components of one page inside the printable page: its headings `down` levels down (the
 * section is the h1, each other page's title an h2) and its ids and `#links` prefixed with the
 * page's name, so that the sections of different pages keep apart ids.
 */
function componentsFor(prefix: string, down: number) {
  const prefixed = (id: string | undefined) => (id ? `${prefix}${id}` : id);
  const shift = (level: number) => {
    const Shifted = HEADINGS[Math.min(level + down, 6) - 1]!;
    return function PrintableHeading({id, ...props}: HeadingProps) {
      return <Shifted {...props} id={prefixed(id)} />;
    };
  };
  return {
    h1: shift(1),
    h2: shift(2),
    h3: shift(3),
    h4: shift(4),
    h5: shift(5),
    h6: shift(6),
    a: function PrintableLink({id, href, ...props}: ComponentProps<'a'>) {
      const target = href?.startsWith('#') ? `#${prefixed(href.slice(1))}` : href;
      return <MDXComponents.a {...props} id={prefixed(id)} href={target} />;
    },
  };
}

/**
 * Asks the browser to print when the reader asked for it: the "Print Section" link opens the page
 * with `?print`, which is dropped from the address before the dialog opens, so that a reload, a
 * bookmark or a shared link shows the page without opening the dialog again.
 */
function usePrintWhenAsked() {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(PRINT_QUERY)) return;
    url.searchParams.delete(PRINT_QUERY);
    window.history.replaceState(window.history.state, '', url.href);
    window.print();
  }, []);
}

/**
 * Every page of a section on one page. The section's title is the h1; the section index, whose
 * title it is, follows without a title of its own, and every other page under its title as an h2.
 */
export default function PrintablePage({page, contents}: Props): React.JSX.Element {
  usePrintWhenAsked();
  return (
    <Layout title={`${page.sectionLabel} (printable)`} noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.printable}`}>
        <Heading as="h1">{page.sectionLabel}</Heading>
        {contents.map(({content: Content}, i) => {
          const doc = page.docs[i]!;
          const prefix = printableIdPrefix(doc.permalink);
          const id = prefix.replace(/-$/, '');
          // The section index: the h1 above is its title, so its own headings keep their levels.
          const isIndex = i === 0;
          return (
            <article key={doc.permalink} className={styles.page} id={isIndex ? id : undefined}>
              {!isIndex && (
                <Heading as="h2" id={id}>
                  {doc.title}
                </Heading>
              )}
              <div className="markdown">
                <MDXContent>
                  <MDXProvider components={componentsFor(prefix, isIndex ? 0 : 1)}>
                    <Content />
                  </MDXProvider>
                </MDXContent>
              </div>
            </article>
          );
        })}
      </main>
    </Layout>
  );
}
