import React from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import EnglishCanonical from '@site/src/components/EnglishCanonical';
import {markdownTwinPath} from '@site/src/data/markdownTwin';

type Props = WrapperProps<typeof MetadataType>;

/**
 * The page's metadata, its Markdown twin as an alternate (src/plugins/llms-txt), and under /zh/
 * the English page as canonical while the page is in English.
 */
export default function MetadataWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata {...props} />
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownTwinPath(metadata.permalink)} />
      </Head>
      <EnglishCanonical source={metadata.source} />
    </>
  );
}
