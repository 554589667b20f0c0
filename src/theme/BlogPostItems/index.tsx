import React from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
import Heading from '@theme/Heading';

type Props = WrapperProps<typeof BlogPostItemsType>;

/** `/blog/` and `/blog/page/N/` only: tag pages already have their own heading. */
export function isBlogListPath(pathname: string, blogBasePath: string): boolean {
  const base = blogBasePath.replace(/\/?$/, '/');
  return pathname === base || new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}page/\\d+/?$`).test(pathname);
}

/** The blog's list pages get the page heading (h1) the theme leaves out. */
export default function BlogPostItemsWrapper(props: Props): React.JSX.Element {
  const {blogTitle, blogBasePath} = useBlogMetadata();
  const {pathname} = useLocation();
  return (
    <>
      {isBlogListPath(pathname, blogBasePath) && (
        <Heading as="h1" className="margin-bottom--lg">
          {blogTitle}
        </Heading>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
