import React from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';

type Props = WrapperProps<typeof BlogPostItemsType>;

/** `/blog/` and `/blog/page/N/` only: tag pages already have their own heading. */
export function isBlogListPath(pathname: string, blogBase: string): boolean {
  return (
    pathname === blogBase || (pathname.startsWith(`${blogBase}page/`) && /\/page\/\d+\/?$/.test(pathname))
  );
}

/** The blog's list pages get the page heading (h1) the theme leaves out. */
export default function BlogPostItemsWrapper(props: Props): React.JSX.Element {
  const blogBase = useBaseUrl('/blog/');
  const {pathname} = useLocation();
  return (
    <>
      {isBlogListPath(pathname, blogBase) && (
        <Heading as="h1" className="margin-bottom--lg">
          {translate({id: 'site.blog.title', message: 'Blog'})}
        </Heading>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
