import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import StaticHtml from '@theme/StaticHtml';

/**
 * The theme's Markdown components, with tables that keyboard users can scroll, and the elements
 * that the static-html plugin may mark as plain HTML rendered through `StaticHtml` (which renders
 * an unmarked one as the element itself).
 */
export default {
  ...MDXComponents,
  table: ScrollableTable,
  p: (props: React.ComponentProps<'p'>) => <StaticHtml as="p" {...props} />,
  ul: (props: React.ComponentProps<'ul'>) =>
    props.className === undefined ? <StaticHtml as="ul" {...props} /> : <MDXComponents.ul {...props} />,
  ol: (props: React.ComponentProps<'ol'>) => <StaticHtml as="ol" {...props} />,
  blockquote: (props: React.ComponentProps<'blockquote'>) => <StaticHtml as="blockquote" {...props} />,
  tbody: (props: React.ComponentProps<'tbody'>) => <StaticHtml as="tbody" {...props} />,
  aside: (props: React.ComponentProps<'aside'>) => <StaticHtml as="aside" {...props} />,
};
