import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import data from '@webpack-site/translation-status-data';
import TranslationStatusTable from './Table';

/** The translation status table, with the data the translation-status plugin computed for this build. */
export default function TranslationStatus(): ReactNode {
  const {i18n} = useDocusaurusContext();
  // The language's own name (中文), not its locale code.
  const language = i18n.localeConfigs[data.locale]?.label ?? data.locale;
  return <TranslationStatusTable data={data} language={language} />;
}
