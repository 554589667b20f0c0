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
 * an unmarked one as the element itself).
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
};
