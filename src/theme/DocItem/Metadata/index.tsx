import React from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import EnglishCanonical from '@site/src/components/EnglishCanonical';

type Props = WrapperProps<typeof MetadataType>;

/** The page's metadata, and under /zh/ the English page as canonical while the page is in English. */
export default function MetadataWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata {...props} />
      <EnglishCanonical source={metadata.source} />
    </>
  );
}
