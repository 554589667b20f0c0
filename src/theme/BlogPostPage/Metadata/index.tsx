import React from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import EnglishCanonical from '@site/src/components/EnglishCanonical';

type Props = WrapperProps<typeof MetadataType>;

/** The post's metadata, and under /zh/ the English post as canonical while the post is in English. */
export default function MetadataWrapper(props: Props): React.JSX.Element {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata {...props} />
      <EnglishCanonical source={metadata.source} />
    </>
  );
}
