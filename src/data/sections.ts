/**
 * The documentation sections: one source of truth for the sidebars, the navbar's
 * Documentation dropdown, the printable pages and the tests.
 */
export type SectionId =
  'api' | 'concepts' | 'configuration' | 'contribute' | 'guides' | 'loaders' | 'migrate' | 'plugins';

export interface Section {
  id: SectionId;
  /** Label in menus and on the printable page. */
  label: string;
  /** Shown under the Documentation navbar item (every section but contribute). */
  inDocumentationMenu: boolean;
}

export const sections: readonly Section[] = [
  {id: 'api', label: 'API', inDocumentationMenu: true},
  {id: 'concepts', label: 'Concepts', inDocumentationMenu: true},
  {id: 'configuration', label: 'Configuration', inDocumentationMenu: true},
  {id: 'contribute', label: 'Contribute', inDocumentationMenu: false},
  {id: 'guides', label: 'Guides', inDocumentationMenu: true},
  {id: 'loaders', label: 'Loaders', inDocumentationMenu: true},
  {id: 'migrate', label: 'Migrate', inDocumentationMenu: true},
  {id: 'plugins', label: 'Plugins', inDocumentationMenu: true},
];

export const sectionIds: readonly SectionId[] = sections.map((s) => s.id);

/** Paths under which the navbar's Documentation item is shown as active. */
export const documentationPathPattern = new RegExp(
  `^/(?:zh/)?(?:${sections
    .filter((s) => s.inDocumentationMenu)
    .map((s) => s.id)
    .join('|')})(?:/|$)`,
);
