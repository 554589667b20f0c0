/** Class names shared by the sidebar generator, the DocSidebarItem wrapper and custom.css. */
export const sidebarClassNames = {
  /** A group of pages (front matter `group`, e.g. api's "Plugins"), shown as a heading over them. */
  group: 'sidebar-group',
  /** The group's name, over its pages. */
  groupLabel: 'sidebar-group__label',
  /** A page whose headings the sidebar can show under it. */
  page: 'sidebar-page',
  /** A page without h2/h3 headings: a bar in place of the chevron. */
  pageWithoutHeadings: 'sidebar-page--no-headings',
  /** A documentation section in the phone menu (./phoneMenu.ts): a label that opens its pages. */
  section: 'sidebar-section',
  /** A heading of a page, listed under the page. */
  anchor: 'sidebar-anchor',
} as const;
