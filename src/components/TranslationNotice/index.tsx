import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Where the notice links: the status of every page, and how to translate one. */
export const TRANSLATION_STATUS_PATH = '/contribute/translation-status/';
export const TRANSLATOR_GUIDE_PATH = '/contribute/writers-guide/#translations';

export type FallbackKind = 'untranslated' | 'pulled';

/**
 * Which notice a doc needs on a translated site: `untranslated` when its content comes
 * from the English file under docs/, `pulled` for READMEs pulled from npm (never translated),
 * null when the page is translated or the site is in the default locale.
 */
export function fallbackKind(
  source: string,
  currentLocale: string,
  defaultLocale: string,
): FallbackKind | null {
  if (currentLocale === defaultLocale) return null;
  if (!source.startsWith('@site/docs/')) return null;
  return /\/_[^/]+\.mdx?$/.test(source) ? 'pulled' : 'untranslated';
}

/** Small notice above a page shown in English on a translated site. */
export default function TranslationNotice({kind}: {kind: FallbackKind}): ReactNode {
  const statusLink = (
    <Link to={TRANSLATION_STATUS_PATH}>
      <Translate id="site.translationNotice.statusLink">translation status</Translate>
    </Link>
  );
  const guideLink = (
    <Link to={TRANSLATOR_GUIDE_PATH}>
      <Translate id="site.translationNotice.guideLink">translator guide</Translate>
    </Link>
  );
  return (
    <aside className={styles.notice} role="note" data-testid="translation-notice" data-kind={kind}>
      {kind === 'pulled' ? (
        <Translate id="site.translationNotice.pulled" values={{status: statusLink}}>
          {
            'This page is the README of a package, pulled from npm: it is shown in English and is not translated. See the {status} of the other pages.'
          }
        </Translate>
      ) : (
        <Translate id="site.translationNotice.untranslated" values={{status: statusLink, guide: guideLink}}>
          {
            'This page has not been translated yet, so it is shown in English. See the {status} of every page, or read the {guide} to help translate it.'
          }
        </Translate>
      )}
    </aside>
  );
}
