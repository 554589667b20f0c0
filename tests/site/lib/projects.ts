/**
 * The runnable projects' downloads (src/plugins/example-projects): every zip a built page links
 * to exists and holds the project's files exactly as the docs-as-tests harness writes them
 * (src/markdown/projects.ts, read from the English sources), a package.json pinning each
 * dependency to the installed version, and a README.md; and every step of every project is
 * offered by a page of each locale.
 */
import fs from 'node:fs';
import path from 'node:path';
import {strFromU8, unzipSync} from 'fflate';
import {fileSource, pageBlocks, projectSteps, type ProjectStep} from '../../../src/markdown/projects';
import {zipPath} from '../../../src/plugins/example-projects/archive';
import {projectPages} from '../../../src/plugins/example-projects/pages';
import type {Language} from '../../../src/remark/assertions/phrases';
import type {Defect} from './page';
import type {BuiltSite} from './site';

export interface ProjectCheckOptions {
  /** The site's folder: its docs and blog sources, and node_modules for the installed versions. */
  siteDir: string;
  /** Locale base paths: {en: '/', zh: '/zh/'}. */
  bases: Record<string, string>;
}

/** Every step of every project a locale's pages offer, by zip path (below the locale's base). */
export function expectedZips(
  siteDir: string,
  language: Language = 'en',
): Map<string, ProjectStep & {page: string; key: string}> {
  const zips = new Map<string, ProjectStep & {page: string; key: string}>();
  for (const page of projectPages(siteDir, language)) {
    for (const step of projectSteps(pageBlocks(page))) {
      zips.set(zipPath(page.key, step.project.name, step.step, step.steps), {
        ...step,
        page: page.file,
        key: page.key,
      });
    }
  }
  return zips;
}

function installed(siteDir: string, name: string): string | undefined {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    return undefined;
  }
}

/** What is wrong with a zip's files, compared with the project the harness builds. */
export function zipProblems(files: Record<string, string>, step: ProjectStep, siteDir: string): string[] {
  const problems: string[] = [];
  for (const [file, block] of step.project.files) {
    if (file === 'package.json') continue;
    if (!(file in files)) problems.push(`misses ${file}`);
    else if (files[file] !== fileSource(block))
      problems.push(`${file} differs from the page's (line ${block.line})`);
  }
  const extra = Object.keys(files).filter(
    (f) => !step.project.files.has(f) && f !== 'package.json' && f !== 'README.md',
  );
  if (extra.length) problems.push(`holds files the project does not have: ${extra.join(', ')}`);
  if (!files['README.md']?.includes('npm run build'))
    problems.push('has no README.md with the build command');
  let pkg: {
    scripts?: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  try {
    pkg = JSON.parse(files['package.json'] ?? '');
  } catch {
    return [...problems, 'has no valid package.json'];
  }
  const deps = {...pkg.dependencies, ...pkg.devDependencies};
  for (const name of ['webpack', 'webpack-cli'])
    if (!deps[name]) problems.push(`package.json does not name ${name}`);
  for (const [name, version] of Object.entries(deps)) {
    const actual = installed(siteDir, name);
    if (version !== actual)
      problems.push(`package.json pins ${name} ${version}, the site builds with ${actual ?? 'none'}`);
  }
  const own = step.project.files.get('package.json');
  if (own) {
    const page = JSON.parse(fileSource(own)) as {scripts?: Record<string, string>};
    for (const [name, script] of Object.entries(page.scripts ?? {})) {
      if (pkg.scripts?.[name] !== script) problems.push(`package.json's "${name}" script is not the page's`);
    }
  }
  if (!pkg.scripts?.build) problems.push('package.json has no build script');
  return problems;
}

export function checkProjects(site: BuiltSite, {siteDir, bases}: ProjectCheckOptions) {
  const defects: Defect[] = [];
  const languageOf = (locale: string): Language => (locale === 'zh' ? 'zh' : 'en');
  const expected = new Map(
    Object.keys(bases).map((locale) => [locale, expectedZips(siteDir, languageOf(locale))]),
  );
  const referenced = new Map<string, string>();
  for (const page of site.pages.values()) {
    for (const {href} of page.links) {
      const pathname = href.split(/[?#]/)[0]!;
      if (/\/examples\/.+\.zip$/.test(pathname) && !referenced.has(pathname))
        referenced.set(pathname, page.path);
    }
  }
  let checked = 0;
  for (const [zip, page] of referenced) {
    const [locale, base] =
      Object.entries(bases)
        .filter(([, b]) => zip.startsWith(b))
        .sort(([, a], [, b]) => b.length - a.length)[0] ?? [];
    const step = locale === undefined ? undefined : expected.get(locale)!.get(`/${zip.slice(base!.length)}`);
    const file = path.join(site.dir, zip);
    if (!step) {
      defects.push({
        page,
        kind: 'example-project',
        detail: `links ${zip}, which no project of the sources has`,
      });
      continue;
    }
    if (!fs.existsSync(file)) {
      defects.push({page, kind: 'example-project', detail: `links ${zip}, which is not built`});
      continue;
    }
    let files: Record<string, string>;
    try {
      files = Object.fromEntries(
        Object.entries(unzipSync(fs.readFileSync(file))).map(([name, bytes]) => [name, strFromU8(bytes)]),
      );
    } catch (error) {
      defects.push({page, kind: 'example-project', detail: `${zip} is not a valid zip: ${String(error)}`});
      continue;
    }
    checked += 1;
    for (const problem of zipProblems(files, step, siteDir)) {
      defects.push({page, kind: 'example-project', detail: `${zip} (${step.project.id}) ${problem}`});
    }
  }
  for (const [locale, base] of Object.entries(bases)) {
    for (const [zip, step] of expected.get(locale)!) {
      const url = `${base}${zip.slice(1)}`;
      if (!referenced.has(url)) {
        defects.push({
          page: `${base}${step.key}/`,
          kind: 'example-project',
          detail: `${locale}: no page offers ${url} (${step.project.id}, step ${step.step} of ${step.steps})`,
        });
      }
    }
  }
  return {defects, figures: {'project zips checked': checked, 'project steps in the sources': expected.size}};
}
