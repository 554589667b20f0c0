/**
 * What a runnable project's download holds: the files as the docs-as-tests harness writes them
 * (src/markdown/projects.ts), a package.json that pins the versions the site documents, and a
 * README.md in the page's language. Pure: the installed versions come in through `versionOf`.
 */
import {builtinModules} from 'node:module';
import {strToU8, zipSync} from 'fflate';
import {fileSource, type Project, type ProjectStep} from '../../markdown/projects';
import {phrase, type Language, type Part} from '../../remark/assertions/phrases';

/** The folder of a page's downloads: its source path inside docs/ (blog posts under `blog/`), no extension. */
export function pageKey(sourcePath: string): string | undefined {
  const m = /^(docs|blog)\/(.+)\.mdx?$/.exec(sourcePath);
  if (!m) return undefined;
  return m[1] === 'docs' ? m[2] : `blog/${m[2]}`;
}

/** A project name as a file name: letters, digits, `.`, `_`, `-`. */
export const safeName = (name: string): string => name.replace(/[^A-Za-z0-9._-]+/g, '_');

/** The zip's file name; a project built up over several steps names the step. */
export function zipName(name: string, step: number, steps: number): string {
  return `${safeName(name)}${steps > 1 ? `-step-${step}` : ''}.zip`;
}

/** The zip's path below the locale's base URL, e.g. `/examples/guides/getting-started/basic.zip`. */
export function zipPath(key: string, name: string, step: number, steps: number): string {
  return `/examples/${key}/${zipName(name, step, steps)}`;
}

interface PackageJson {
  name?: string;
  private?: boolean;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** The package a specifier names (`@scope/name/sub` → `@scope/name`), or undefined for a path. */
export function packageOf(specifier: string): string | undefined {
  if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/.*)?$/i.test(specifier)) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return BUILTINS.has(name) ? undefined : name;
}

/**
 * Packages a project's files use: `require('x')`, `import … from 'x'`, `import('x')`, and loader
 * names written as strings (`loader: 'css-loader'`, `use: ['style-loader']`). Only names that
 * `known` accepts (the packages this repository installs and documents) are kept.
 */
export function usedPackages(sources: string[], known: (name: string) => boolean): string[] {
  const found = new Set<string>();
  const patterns = [
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
    /['"]([\w@/.-]*-loader)(?:\?[^'"]*)?['"]/g,
  ];
  for (const source of sources) {
    for (const re of patterns) {
      for (const m of source.matchAll(re)) {
        // A loader chain in a request: `style-loader!css-loader!./file.css`.
        for (const part of m[1]!.split('!')) {
          const name = packageOf(part.replace(/\?.*$/, ''));
          if (name && known(name)) found.add(name);
        }
      }
    }
  }
  return [...found].sort();
}

/**
 * The download's package.json: the page's own (if the project has one) with every dependency
 * pinned to the version the example was built with, plus webpack, webpack-cli and every package
 * the files use, and a `build` script (`webpack`, as the harness runs it) when there is none.
 */
export function packageJson(
  project: Project,
  versionOf: (name: string) => string | undefined,
  title: string,
): PackageJson {
  const own = project.files.get('package.json');
  const pkg: PackageJson = own ? (JSON.parse(fileSource(own)) as PackageJson) : {};
  const sources = [...project.files].filter(([f]) => f !== 'package.json').map(([, b]) => fileSource(b));
  const pin = (deps: Record<string, string> | undefined) =>
    deps && Object.fromEntries(Object.keys(deps).map((name) => [name, versionOf(name) ?? deps[name]!]));
  const dependencies = pin(pkg.dependencies);
  const devDependencies: Record<string, string> = pin(pkg.devDependencies) ?? {};
  const needed = [
    'webpack',
    'webpack-cli',
    ...usedPackages(sources, (name) => versionOf(name) !== undefined),
  ];
  for (const name of needed) {
    if (dependencies?.[name] || devDependencies[name]) continue;
    const version = versionOf(name);
    if (version) devDependencies[name] = version;
  }
  const sorted = (deps: Record<string, string>) =>
    Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)));
  return {
    name: pkg.name ?? safeName(title).toLowerCase(),
    private: true,
    ...pkg,
    scripts: {build: 'webpack', ...pkg.scripts},
    ...(dependencies ? {dependencies: sorted(dependencies)} : {}),
    devDependencies: sorted(devDependencies),
  };
}

const text = (parts: Part[]) => parts.map((p) => (typeof p === 'string' ? p : `\`${p.code}\``)).join('');

const WORDS = {
  en: {
    step: (step: number, steps: number) => `step ${step} of ${steps}`,
    intro: (url: string) =>
      `The example project of ${url}, with the files the page shows, as its tests build it.`,
    run: 'Install and build it (Node.js 20 or newer):',
    output: 'webpack prints (hashes and timings vary):',
    tree: 'Afterwards the folder holds:',
    claims: 'What the build shows (each checked when the site is tested):',
  },
  zh: {
    step: (step: number, steps: number) => `第 ${step} 步，共 ${steps} 步`,
    intro: (url: string) => `${url} 的示例项目：页面上展示的文件，与文档测试构建的完全一致。`,
    run: '安装并构建（需要 Node.js 20 或更高版本）：',
    output: 'webpack 的输出（哈希值和耗时会有所不同）：',
    tree: '构建后的目录结构：',
    claims: '构建结果（网站测试时逐条检查）：',
  },
} as const;

/** The download's README.md in the page's language: what the project is, how to build it, what it prints. */
export function readme(step: ProjectStep, language: Language, pageUrl: string): string {
  const words = WORDS[language];
  const {project} = step;
  const title = `${project.name}${step.steps > 1 ? ` (${words.step(step.step, step.steps)})` : ''}`;
  const fence = (lang: string, body: string) => ['```' + lang, body.replace(/\n$/, ''), '```', ''];
  const lines = [
    `# ${title}`,
    '',
    words.intro(pageUrl),
    '',
    words.run,
    '',
    ...fence('bash', 'npm install\nnpm run build'),
  ];
  if (project.output) lines.push(words.output, '', ...fence('text', project.output.content));
  if (project.tree) lines.push(words.tree, '', ...fence('text', project.tree.content));
  const claims = project.asserts.flatMap((a) => a.assertions.map((x) => `- ${text(phrase(x, language))}`));
  if (claims.length) lines.push(words.claims, '', ...claims, '');
  return lines.join('\n');
}

/** Every file of the download, by path. */
export function archiveFiles(
  step: ProjectStep,
  {
    language,
    pageUrl,
    versionOf,
  }: {language: Language; pageUrl: string; versionOf: (name: string) => string | undefined},
): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [file, block] of step.project.files) files[file] = fileSource(block);
  files['package.json'] =
    `${JSON.stringify(packageJson(step.project, versionOf, step.project.name), null, 2)}\n`;
  if (!step.project.files.has('README.md')) files['README.md'] = readme(step, language, pageUrl);
  return files;
}

/** A zip of the files, with a fixed date so that the same files make the same bytes. */
export function zipFiles(files: Record<string, string>): Uint8Array {
  const mtime = new Date('2020-01-01T00:00:00Z');
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([f, s]) => [f, [strToU8(s), {mtime, level: 9}]])),
  );
}
