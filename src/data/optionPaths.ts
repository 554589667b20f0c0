/**
 * How the docs name webpack's option paths. One place for the coverage report, the checks of the
 * configuration pages and the "Added in" badges.
 *
 * A path joins property names with dots (`output.environment.arrowFunction`). Array items add no
 * segment (`module.rules.test` is the `test` of every rule), and the free key of a map of option
 * objects is a placeholder in braces (`optimization.splitChunks.cacheGroups.{cacheGroup}.minSize`).
 */

/**
 * The placeholder for the free key of each map of option objects, by the map's property name.
 * Every such map in webpack's schema must be listed: the coverage report stops at a new one, so
 * that it gets a name readers understand.
 */
export const mapKeyPlaceholders: Readonly<Record<string, string>> = {
  entry: 'name',
  externals: 'request',
  byLayer: 'layer',
  byDependency: 'dependencyType',
  cacheGroups: 'cacheGroup',
  favicon: 'rel',
  with: 'attribute',
  assert: 'attribute',
  descriptionData: 'field',
};

/**
 * Short names that pages use for the items of an array option, kept because other sites link to
 * their anchors: the heading `### Rule.test` (id `ruletest`) documents `module.rules.test`.
 */
export const pathAliases: Readonly<Record<string, string>> = {
  Rule: 'module.rules',
  UseEntry: 'module.rules.use',
};

const isPlaceholder = (segment: string): boolean => segment.startsWith('{') && segment.endsWith('}');

/** `parent.name`, or `name` at the top level. */
export const joinPath = (parent: string | undefined, name: string): string =>
  parent === undefined ? name : `${parent}.${name}`;

/** The placeholder of a map's key (`cacheGroup`), or undefined when the map is not listed. */
export function mapKeyPlaceholder(mapPath: string): string | undefined {
  const name = mapPath
    .split('.')
    .filter((segment) => !isPlaceholder(segment))
    .at(-1);
  return name !== undefined && Object.hasOwn(mapKeyPlaceholders, name) ? mapKeyPlaceholders[name] : undefined;
}

/**
 * Anchors for the few paths whose slug another path already has: the entry writes this id
 * explicitly (`### output.library.export {#outputlibrary-export}`).
 */
export const anchorOverrides: Readonly<Record<string, string>> = {
  // `output.libraryExport` has #outputlibraryexport; this id is the one the old site used.
  'output.library.export': 'outputlibrary-export',
  // `module.parser.javascript.dynamicUrl` and `module.parser.javascript.esm` have the plain ones.
  'module.parser.javascript/dynamic.url': 'moduleparserjavascript-dynamicurl',
  'module.parser.javascript/esm': 'moduleparserjavascript-esm',
};

/**
 * The anchor of a path's heading, as Docusaurus slugs a heading whose text is the path: lowercase,
 * without dots, slashes and braces (`#outputenvironmentarrowfunction`,
 * `#moduleparserjavascriptauto`, `#optimizationsplitchunkscachegroupscachegroupminsize`), unless
 * `anchorOverrides` gives another one. Pass the path as the heading writes it (`Rule.test` →
 * `#ruletest`).
 */
export const anchorOf = (path: string): string =>
  Object.hasOwn(anchorOverrides, path)
    ? anchorOverrides[path]!
    : path.toLowerCase().replace(/[^a-z0-9_-]/g, '');

/** Characters of a path as written in a heading (letters, digits, `.`, `/`, `-`, `_`, `$`, braces). */
const PATH_WORD = /^[A-Za-z_$][\w$/{}.-]*$/;

/**
 * The option path a heading documents: the heading is the path and nothing else (`output.filename`,
 * `` `output.filename` ``, `Rule.test` → `module.rules.test`), or undefined. Whether the path
 * exists is for the caller to check against the schema. "module and import externals" or "Rule
 * conditions" name no option.
 */
export function pathOfHeading(text: string): string | undefined {
  const word = text.trim().replace(/^`(.*)`$/, '$1');
  if (!PATH_WORD.test(word) || word.endsWith('.')) return undefined;
  const [first, ...rest] = word.split('.');
  const alias =
    rest.length > 0 && first !== undefined && Object.hasOwn(pathAliases, first)
      ? pathAliases[first]
      : undefined;
  return alias === undefined ? word : [alias, ...rest].join('.');
}
