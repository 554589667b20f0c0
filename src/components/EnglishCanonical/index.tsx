import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import {showsEnglishSource} from '@site/src/i18n/englishFallback';

/**
 * On a translated site, a page that still shows its English source (`source` of the doc or post)
 * names the English page as its canonical URL, so that search engines index the English text once,
 * as English. Renders nothing on translated pages, which keep their own canonical URL.
 */
export default function EnglishCanonical({source}: {source: string}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {createUrl} = useAlternatePageUtils();
  if (!showsEnglishSource(source, i18n.currentLocale, i18n.defaultLocale)) return null;
  const englishUrl = createUrl({locale: i18n.defaultLocale, fullyQualified: true});
  return (
    <Head>
      <link rel="canonical" href={englishUrl} />
      <meta property="og:url" content={englishUrl} />
    </Head>
  );
}
