import {createRequire} from 'node:module';
import {createSlugger} from '@docusaurus/utils/lib/slugger'; // not the index: see src/markdown/index.ts
import {schemaOptionPaths, type JsonSchema} from '../../scripts/lib/schemaPaths';
import {
  anchorOf,
  anchorOverrides,
  mapKeyPlaceholder,
  mapKeyPlaceholders,
  pathAliases,
  pathOfHeading,
} from './optionPaths';

const require = createRequire(__filename);
const paths = schemaOptionPaths(require('webpack/schemas/WebpackOptions.json') as JsonSchema).map(
  (option) => option.path,
);

describe('option paths', () => {
  it('names every map of the installed schema, and only those', () => {
    const used = new Set(
      paths
        .flatMap((path) => path.split('.').filter((segment) => segment.startsWith('{')))
        .map((s) => s.slice(1, -1)),
    );
    expect([...new Set(Object.values(mapKeyPlaceholders))].sort()).toEqual([...used].sort());
  });

  it('gives each path the anchor Docusaurus gives a heading with that text, unique across all paths', () => {
    for (const path of paths.filter((p) => !Object.hasOwn(anchorOverrides, p))) {
      expect(anchorOf(path)).toBe(createSlugger().slug(path));
    }
    const seen = new Map<string, string>();
    const clashes = paths.filter((path) => {
      const other = seen.get(anchorOf(path));
      seen.set(anchorOf(path), path);
      return other !== undefined;
    });
    expect(clashes).toEqual([]);
  });

  it('reads the path a heading names, aliases included', () => {
    expect(pathOfHeading('output.filename')).toBe('output.filename');
    expect(pathOfHeading('`output.library.type`')).toBe('output.library.type');
    expect(pathOfHeading('Rule.test')).toBe('module.rules.test');
    expect(pathOfHeading('UseEntry.loader')).toBe('module.rules.use.loader');
    expect(pathOfHeading('optimization.splitChunks.cacheGroups.{cacheGroup}.test')).toBe(
      'optimization.splitChunks.cacheGroups.{cacheGroup}.test',
    );
    expect(pathOfHeading('module.parser.javascript/auto')).toBe('module.parser.javascript/auto');
    // Prose headings are no entries, even when they start with an option's name.
    expect(pathOfHeading('module and import externals')).toBeUndefined();
    expect(pathOfHeading('Rule conditions')).toBeUndefined();
    expect(pathOfHeading('Template strings')).toBeUndefined();
  });

  it('overrides only anchors that would clash, with ids of their own', () => {
    for (const [path, id] of Object.entries(anchorOverrides)) {
      expect(paths).toContain(path);
      expect(
        paths.some((other) => other !== path && createSlugger().slug(other) === createSlugger().slug(path)),
      ).toBe(true);
      expect(id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('points every alias at an option, and finds placeholders by the map property', () => {
    for (const target of Object.values(pathAliases)) expect(paths).toContain(target);
    expect(mapKeyPlaceholder('module.rules.resolve.byDependency')).toBe('dependencyType');
    expect(mapKeyPlaceholder('entry.{name}.html.favicon')).toBe('rel');
    expect(mapKeyPlaceholder('output.filename')).toBeUndefined();
  });
});
