import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import StaticHtml from '@theme/StaticHtml';

/** A link to a page of the other locale's build (`pathname://`, no file extension): not a file. */
const isOtherLocalePage = (href: string | undefined) =>
  href?.startsWith('pathname://') === true && !/\.[a-z\d]{2,5}$/i.test(href);

/**
 * The theme's Markdown components, with tables that keyboard users can scroll, a link to the other
 * locale's page that opens in the same tab (Docusaurus gives every `pathname://` link a new tab,
 * which suits the files it was made for, not a page), and the elements
 * that the static-html plugin may mark as plain HTML rendered through `StaticHtml` (which renders
 * an unmarked one as the element itself, or a heading as the theme's).
 */
export default {
  ...MDXComponents,
  table: ScrollableTable,
  a: (props: React.ComponentProps<'a'>) => (
    <MDXComponents.a {...props} {...(isOtherLocalePage(props.href) && {target: '_self'})} />
  ),
  p: (props: React.ComponentProps<'p'>) => <StaticHtml as="p" {...props} />,
  ul: (props: React.ComponentProps<'ul'>) =>
    props.className === undefined ? <StaticHtml as="ul" {...props} /> : <MDXComponents.ul {...props} />,
  ol: (props: React.ComponentProps<'ol'>) => <StaticHtml as="ol" {...props} />,
  blockquote: (props: React.ComponentProps<'blockquote'>) => <StaticHtml as="blockquote" {...props} />,
  tbody: (props: React.ComponentProps<'tbody'>) => <StaticHtml as="tbody" {...props} />,
  aside: (props: React.ComponentProps<'aside'>) => <StaticHtml as="aside" {...props} />,
  h2: (props: React.ComponentProps<'h2'>) => <StaticHtml as="h2" component={MDXComponents.h2} {...props} />,
  h3: (props: React.ComponentProps<'h3'>) => <StaticHtml as="h3" component={MDXComponents.h3} {...props} />,
  h4: (props: React.ComponentProps<'h4'>) => <StaticHtml as="h4" component={MDXComponents.h4} {...props} />,
  h5: (props: React.ComponentProps<'h5'>) => <StaticHtml as="h5" component={MDXComponents.h5} {...props} />,
  h6: (props: React.ComponentProps<'h6'>) => <StaticHtml as="h6" component={MDXComponents.h6} {...props} />,
};
