import type {ReactNode} from 'react';
import data from '@webpack-site/translation-status-data';
import TranslationStatusTable from './Table';

/** The translation status table, with the data the translation-status plugin computed for this build. */
export default function TranslationStatus(): ReactNode {
  return <TranslationStatusTable data={data} />;
}
