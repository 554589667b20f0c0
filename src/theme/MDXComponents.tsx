import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** The theme's Markdown components, with tables that keyboard users can scroll. */
export default {...MDXComponents, table: ScrollableTable};
