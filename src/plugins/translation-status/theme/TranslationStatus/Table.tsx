import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {
  ChangedSection,
  OutdatedReason,
  SectionStatus,
  StatusEntry,
  TranslationState,
  TranslationStatusData,
} from '../../status';
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

/** Why an outdated translation is outdated, in the page's language. */
function reasonText(reason: OutdatedReason): string {
  switch (reason) {
    case 'unstamped':
      return translate({
        id: 'site.translationStatus.reason.unstamped',
        message: 'Never checked against the English page: it records no sourceHash.',
      });
    case 'english-changed':
      return translate({
        id: 'site.translationStatus.reason.englishChanged',
        message: 'The English page changed after the translation was checked.',
      });
    case 'no-section-hashes':
      return translate({
        id: 'site.translationStatus.reason.noSectionHashes',
        message: 'Stamped before section hashes were recorded: stamp it again.',
      });
    case 'stale-sections':
      return translate({
        id: 'site.translationStatus.reason.staleSections',
        message: 'Marked as current, but these sections changed in English and not in the translation.',
      });
    case 'headings-differ':
      return translate({
        id: 'site.translationStatus.reason.headingsDiffer',
        message: "Its headings do not carry the English page's ids.",
      });
    case 'code-differs':
      return translate({
        id: 'site.translationStatus.reason.codeDiffers',
        message: "Its code blocks are not the English page's.",
      });
    case 'unreadable':
      return translate({
        id: 'site.translationStatus.reason.unreadable',
        message: 'The translation or its stamp could not be read.',
      });
    case 'options-changed':
      return translate({
        id: 'site.translationStatus.reason.optionsChanged',
        message: "The package's options changed since the Chinese page was written; these options:",
      });
  }
}

function sectionName(section: ChangedSection): string {
  switch (section.id) {
    case '_front-matter':
      return translate({id: 'site.translationStatus.section.frontMatter', message: 'title and description'});
    case '_intro':
      return translate({id: 'site.translationStatus.section.intro', message: 'introduction'});
    default:
      return section.heading || section.id;
  }
}

/**
 * Where a changed section is on the translated page: its heading, or the page itself for the front
 * matter, the intro and a section the translation does not have yet (no such anchor there).
 */
function sectionLink(entry: StatusEntry, section: ChangedSection): string {
  const onPage = !section.id.startsWith('_') && !(entry.missingIds ?? []).includes(section.id);
  return onPage ? `${entry.permalink}#${section.id}` : entry.permalink;
}

/** What is out of date in an outdated translation: the reasons, and the sections to update. */
function OutdatedDetails({entry}: {entry: StatusEntry}) {
  const sections = entry.changedSections ?? [];
  return (
    <div className={styles.details} data-testid="translation-status-details">
      {entry.reasons?.map((reason) => (
        <p key={reason}>{reasonText(reason)}</p>
      ))}
      {sections.length > 0 && (
        <>
          <p>
            <Translate id="site.translationStatus.changedSections">Sections changed in English:</Translate>
          </p>
          <ul>
            {sections.map((section) => (
              <li key={section.id} data-section={section.id}>
                <Link to={sectionLink(entry, section)}>{sectionName(section)}</Link>
                {!section.translationChanged && (
                  <>
                    {' '}
                    <span className={styles.stale}>
                      <Translate id="site.translationStatus.translationUnchanged">
                        (translation unchanged)
                      </Translate>
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {(entry.missingIds?.length ?? 0) + (entry.extraIds?.length ?? 0) > 0 && (
        <p>
          {[...(entry.missingIds ?? []), ...(entry.extraIds ?? [])].map((id) => (
            <code key={id} className={styles.path}>
              {`#${id} `}
            </code>
          ))}
        </p>
      )}
    </div>
  );
}

function SectionTable({
  section,
  language,
  translationDir,
}: {
  section: SectionStatus;
  language: string;
  translationDir: string;
}) {
  const id = `section-${section.section || 'top-level'}`;
  const inLanguage = section.counts.translated + section.counts.outdated;
  return (
    <section className={styles.section} aria-labelledby={id} data-testid="translation-status-section">
      <Heading as="h3" id={id} className={styles.heading}>
        {sectionLabel(section.section)}
      </Heading>
      <p className={styles.sectionSummary} data-testid="translation-status-section-summary">
        {section.counts.pulled > 0 ? (
          <Translate
            id="site.translationStatus.sectionSummaryWithPulled"
            values={{
              translated: inLanguage,
              total: section.entries.length,
              language,
              pulled: section.counts.pulled,
            }}>
            {'{translated} of {total} pages in {language}; {pulled} are package READMEs, not translated'}
          </Translate>
        ) : (
          <Translate
            id="site.translationStatus.sectionSummary"
            values={{translated: inLanguage, total: section.entries.length, language}}>
            {'{translated} of {total} pages in {language}'}
          </Translate>
        )}
      </p>
      <Counts counts={section.counts} />
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="site.translationStatus.column.page">Page</Translate>
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
                  <Link to={entry.permalink}>{entry.title}</Link>
                  <br />
                  <code
                    className={styles.path}
                    title={entry.state === 'pulled' ? undefined : `${translationDir}/${entry.path}`}>
                    {entry.path}
                  </code>
                </td>
                <td>
                  <span className={clsx(styles.badge, styles[entry.state])} data-state={entry.state}>
                    {stateLabel(entry.state)}
                  </span>
                  {entry.state === 'outdated' && <OutdatedDetails entry={entry} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The status of every docs page's translation, section by section, with counts. `language` is
 * the name of the translation's language as readers know it (the locale's label, e.g. 中文).
 */
export default function TranslationStatusTable({
  data,
  language,
}: {
  data: TranslationStatusData;
  language: string;
}): ReactNode {
  const pages = data.sections.reduce((sum, s) => sum + s.entries.length, 0);
  return (
    <div className={styles.wrapper} data-testid="translation-status">
      <p className={styles.summary}>
        <Translate
          id="site.translationStatus.summary"
          values={{pages, translated: data.totals.translated + data.totals.outdated, language}}>
          {'{pages} documentation pages, {translated} of them in {language}:'}
        </Translate>
      </p>
      <Counts counts={data.totals} />
      {data.sections.map((section) => (
        <SectionTable
          key={section.section}
          section={section}
          language={language}
          translationDir={data.translationDir}
        />
      ))}
    </div>
  );
}
