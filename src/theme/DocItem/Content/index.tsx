import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import TranslationNotice, {fallbackKind} from '@site/src/components/TranslationNotice';
import CopyPage from '@site/src/components/CopyPage';
import {markdownTwinPath} from '@site/src/data/markdownTwin';

type Props = WrapperProps<typeof ContentType>;

/**
 * The page content, preceded on a translated site by a notice when the page is shown in English,
 * with "Copy page" (its Markdown twin, written by src/plugins/llms-txt) at the top right of the title.
 */
export default function ContentWrapper(props: Props): React.JSX.Element {
  const {i18n} = useDocusaurusContext();
  const {metadata} = useDoc();
  const kind = fallbackKind(metadata.source, i18n.currentLocale, i18n.defaultLocale);
  return (
    <>
      {kind && <TranslationNotice kind={kind} />}
      <CopyPage key={metadata.permalink} twin={markdownTwinPath(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
