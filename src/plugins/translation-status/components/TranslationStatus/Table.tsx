import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {SectionStatus, TranslationState, TranslationStatusData} from '../../status';
import styles from './styles.module.css';

/** Section headings, one static id each so that `write-translations` finds them. */
function sectionLabel(section: string): string {
  switch (section) {
    case 'api':
      return translate({id: 'site.translationStatus.section.api', message: 'API'});
    case 'concepts':
      return translate({id: 'site.translationStatus.section.concepts', message: 'Concepts'});
    case 'configuration':
      return translate({id: 'site.translationStatus.section.configuration', message: 'Configuration'});
    case 'contribute':
      return translate({id: 'site.translationStatus.section.contribute', message: 'Contribute'});
    case 'guides':
      return translate({id: 'site.translationStatus.section.guides', message: 'Guides'});
    case 'loaders':
      return translate({id: 'site.translationStatus.section.loaders', message: 'Loaders'});
    case 'migrate':
      return translate({id: 'site.translationStatus.section.migrate', message: 'Migrate'});
    case 'plugins':
      return translate({id: 'site.translationStatus.section.plugins', message: 'Plugins'});
    case '':
      return translate({id: 'site.translationStatus.section.topLevel', message: 'Other pages'});
    default:
      return section;
  }
}

export function stateLabel(state: TranslationState): string {
  switch (state) {
    case 'translated':
      return translate({id: 'site.translationStatus.state.translated', message: 'Translated'});
    case 'outdated':
      return translate({id: 'site.translationStatus.state.outdated', message: 'Outdated'});
    case 'missing':
      return translate({id: 'site.translationStatus.state.missing', message: 'Not translated'});
    case 'pulled':
      return translate({id: 'site.translationStatus.state.pulled', message: 'Pulled from npm'});
  }
}

const STATES: readonly TranslationState[] = ['translated', 'outdated', 'missing', 'pulled'];

function Counts({counts}: {counts: Record<TranslationState, number>}) {
  return (
    <ul className={styles.counts}>
      {STATES.filter((state) => counts[state] > 0).map((state) => (
        <li key={state}>
          <span className={clsx(styles.badge, styles[state])}>{stateLabel(state)}</span>{' '}
          <span data-testid={`count-${state}`}>{counts[state]}</span>
        </li>
      ))}
    </ul>
  );
}

function StateBadge({
  state,
  sourceHash,
  translatedHash,
}: {
  state: TranslationState;
  sourceHash: string;
  translatedHash?: string;
}) {
  let title: string | undefined;
  if (state === 'outdated') {
    title = translatedHash
      ? translate(
          {
            id: 'site.translationStatus.outdatedHint',
            message:
              'The English page changed after the translation was checked (sourceHash {old}, now {current}).',
          },
          {old: translatedHash, current: sourceHash},
        )
      : translate({
          id: 'site.translationStatus.unstampedHint',
          message: 'The translation records no sourceHash, so it was never checked against the English page.',
        });
  }
  return (
    <span className={clsx(styles.badge, styles[state])} title={title} data-state={state}>
      {stateLabel(state)}
    </span>
  );
}

function SectionTable({section, translationDir}: {section: SectionStatus; translationDir: string}) {
  const id = `section-${section.section || 'top-level'}`;
  const translatable = section.entries.length - section.counts.pulled;
  // Floor, so that a section shows 100% only when every page is translated and current.
  const pct = translatable > 0 ? Math.floor((section.counts.translated / translatable) * 100) : undefined;
  return (
    <section className={styles.section} aria-labelledby={id} data-testid="translation-status-section">
      <Heading as="h3" id={id} className={styles.heading}>
        {sectionLabel(section.section)}{' '}
        {pct !== undefined && (
          <small className={styles.percent}>
            <Translate id="site.translationStatus.sectionPercent" values={{percent: pct}}>
              {'{percent}% translated'}
            </Translate>
          </small>
        )}
      </Heading>
      <Counts counts={section.counts} />
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="site.translationStatus.column.page">Page</Translate>
              </th>
              <th scope="col">
                <Translate id="site.translationStatus.column.path">Path</Translate>
              </th>
              <th scope="col">
                <Translate id="site.translationStatus.column.status">Status</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {section.entries.map((entry) => (
              <tr
                key={entry.path}
                data-testid="translation-status-row"
                data-path={entry.path}
                data-state={entry.state}>
                <td>
                  {entry.title}
                  <br />
                  <code
                    className={styles.path}
                    title={entry.state === 'pulled' ? undefined : `${translationDir}/${entry.path}`}>
                    {entry.path}
                  </code>
                </td>
                <td>
                  <Link to={entry.permalink}>{entry.permalink}</Link>
                </td>
                <td>
                  <StateBadge
                    state={entry.state}
                    sourceHash={entry.sourceHash}
                    translatedHash={entry.translatedHash}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The status of every docs page's translation, section by section, with counts. */
export default function TranslationStatusTable({data}: {data: TranslationStatusData}): ReactNode {
  const pages = data.sections.reduce((sum, s) => sum + s.entries.length, 0);
  return (
    <div className={styles.wrapper} data-testid="translation-status">
      <p className={styles.summary}>
        <Translate id="site.translationStatus.summary" values={{pages, locale: <code>{data.locale}</code>}}>
          {'{pages} documentation pages, translations into {locale}:'}
        </Translate>
      </p>
      <Counts counts={data.totals} />
      {data.sections.map((section) => (
        <SectionTable key={section.section} section={section} translationDir={data.translationDir} />
      ))}
    </div>
  );
}
