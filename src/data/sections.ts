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

/**
 * The Documentation dropdown's sections in the order a newcomer reads them: the ideas, then the
 * walkthroughs, then the reference (configuration, loaders, plugins, the API), then migration.
 */
const learningOrder: readonly SectionId[] = [
  'concepts',
  'guides',
  'configuration',
  'loaders',
  'plugins',
  'api',
  'migrate',
];

/** The sections under the navbar's Documentation item, in learning order. */
export const documentationMenu: readonly Section[] = learningOrder.map((id) =>
  sections.find((s) => s.id === id && s.inDocumentationMenu)!,
);

/** Paths under which the navbar's Documentation item is shown as active. */
export const documentationPathPattern = new RegExp(
  `^/(?:zh/)?(?:${sections
    .filter((s) => s.inDocumentationMenu)
    .map((s) => s.id)
    .join('|')})(?:/|$)`,
);
