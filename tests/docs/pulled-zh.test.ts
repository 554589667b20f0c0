// The Chinese pages of pulled loaders and plugins (i18n/zh/pulled/, see
// src/plugins/pulled-readmes/zh.ts) against their packages: every option of the package's options
// schema has an entry (heading with the stable id, Type, Default, text) and no entry names an option
// the schema lacks; a package with several schemas may give each its own options section
// (`## … {#loader-options}`), and then no section mixes them; the types are the schema's; the
// defaults agree with the schema's `default`; the recorded schemas are the package's own (the
// installed package of that version) and hash to the page's `schemaHash`. A package without a
// schema (`schemas: []`) has a page whose options come from its code: each entry must be complete.
// The pages' runnable projects are built by projects.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import {pulledPackages} from '../../src/data/pulledPackages';
import {optionAnchor, schemaHash, schemaOptions, stableJson} from '../../src/plugins/pulled-readmes/schema';
import {pageOptionEntries, parseZhRecord, parseZhSource, zhFiles} from '../../src/plugins/pulled-readmes/zh';
import {REPO_ROOT} from './lib/pages';

const pages = pulledPackages.filter((pkg) => fs.existsSync(zhFiles(REPO_ROOT, pkg).source));

/** The first code span of a `Type:`/`Default:` field, or the field when it has none (`not set`). */
const firstValue = (field: string) => field.match(/^`([^`]+)`/)?.[1] ?? field.split(' — ')[0]!.trim();

/** The package as installed in node_modules, when it is the version the page records. */
function installedSchemas(name: string, version: string, files: readonly string[]) {
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`${name}/package.json`, {paths: [REPO_ROOT]}));
  } catch {
    return undefined;
  }
  const installed = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string};
  if (installed.version !== version) return undefined;
  return Object.fromEntries(
    files.map((file) => [file, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))]),
  );
}

describe('Chinese pages of pulled packages', () => {
  it('exist for packages with a schema list (`[]` for a package without a schema)', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((pkg) => !Array.isArray(pkg.schemas)).map((pkg) => pkg.name)).toEqual([]);
  });

  describe.each(pages.map((pkg) => [pkg.name, pkg] as const))('%s', (_name, pkg) => {
    const files = zhFiles(REPO_ROOT, pkg);
    const source = parseZhSource(files.source, fs.readFileSync(files.source, 'utf8'));
    const record = parseZhRecord(files.record, fs.readFileSync(files.record, 'utf8'));
    const options = schemaOptions(record.schemas);
    const entries = pageOptionEntries(source.body);

    it('records the schemas it was written against (version, hash, the package’s own files)', () => {
      expect(record.package).toBe(pkg.name);
      expect(record.version).toBe(source.version);
      expect(Object.keys(record.schemas).sort()).toEqual([...pkg.schemas!].sort());
      expect(schemaHash(record.schemas)).toBe(source.schemaHash);
      const installed = installedSchemas(pkg.name, record.version, pkg.schemas!);
      if (installed) expect(stableJson(installed)).toBe(stableJson(record.schemas));
    });

    it('has an entry for every option of the schema, and none for another', () => {
      const expected = options.map((option) => optionAnchor(option.path));
      // Without a schema, the options come from the package's code: the entries the page has.
      if (pkg.schemas!.length) expect(entries.map((entry) => entry.id).sort()).toEqual([...expected].sort());
      const incomplete = entries.filter((entry) => !entry.type || !entry.default || !entry.described);
      expect(incomplete.map((entry) => entry.id)).toEqual([]);
    });

    it('keeps each schema’s options in one options section, a section per schema', () => {
      const sectionOf = new Map(entries.map((entry) => [entry.id, entry.section]));
      const sectionsBySchema = new Map<string, Set<string>>();
      for (const option of options) {
        const section = sectionOf.get(optionAnchor(option.path));
        if (!section) continue; // reported above
        sectionsBySchema.set(option.schema, (sectionsBySchema.get(option.schema) ?? new Set()).add(section));
      }
      const used = [...sectionsBySchema].map(([schema, sections]) => ({schema, sections: [...sections]}));
      expect(used.filter((u) => u.sections.length > 1)).toEqual([]);
      const sections = used.map((u) => u.sections[0]);
      expect(new Set(sections).size).toBe(sections.length);
    });

    it('names each option in its heading and gives the schema’s type', () => {
      const byId = new Map(entries.map((entry) => [entry.id, entry]));
      for (const option of options) {
        const entry = byId.get(optionAnchor(option.path));
        if (!entry) continue; // reported above
        expect({option: option.path, heading: entry.heading}).toEqual({
          option: option.path,
          heading: option.path,
        });
        expect({option: option.path, type: firstValue(entry.type ?? '')}).toEqual({
          option: option.path,
          type: option.type,
        });
      }
    });

    it('states the schema’s defaults', () => {
      const byId = new Map(entries.map((entry) => [entry.id, entry]));
      for (const option of options.filter((o) => 'default' in o)) {
        const stated = firstValue(byId.get(optionAnchor(option.path))?.default ?? '');
        const value: unknown = stated === 'not set' ? undefined : new Function(`return (${stated});`)();
        expect({option: option.path, default: value}).toEqual({option: option.path, default: option.default});
      }
    });

    it('keeps English heading ids on every heading', () => {
      const headings = source.body.split('\n').filter((line) => /^#{2,6} /.test(line));
      expect(headings.filter((line) => !/\{#[a-z0-9-]+\}\s*$/.test(line))).toEqual([]);
      // Each id once: a table of contents entry and a link land on one heading.
      const ids = headings.map((line) => /\{#([^}]+)\}\s*$/.exec(line)?.[1]);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    });
  });
});
