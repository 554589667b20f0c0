/**
 * Test helper, run in its own Node process (Docusaurus's MDX pipeline loads ES modules that Jest
 * cannot): compiles pages with Docusaurus's own mdx-loader, configured as this site's docs plugin
 * is (docusaurus.config.ts: markdown options, remark and rehype plugins), each as if it were
 * `docs/loaders/_pipeline-test.md`. Reads a JSON array of jobs on stdin,
 * `{page: string, withoutPulledReadmes?: boolean}` (`withoutPulledReadmes` leaves our rehype plugin
 * out, to show what it stops), and prints a JSON array with, for each job in order, the final HTML
 * tree (captured after the last configured rehype plugin) and the table of contents.
 *
 * One process compiles them all: the site config and Docusaurus load once (~4 s). Each page gets
 * a compiler of its own (mdx-loader keeps one per options object), so one page does not see another.
 */
import path from 'path';
import type {Root} from 'hast';
import matter from 'gray-matter';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config';
import {compileToJSX} from '@docusaurus/mdx-loader/lib/utils';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {rehypePulledReadmes} from './rehype';

type Plugin = NonNullable<DocsOptions['rehypePlugins']>[number];

/** The config is loaded afresh (its own module instances): our plugin is known by its name. */
const isOurs = (plugin: Plugin) => typeof plugin === 'function' && plugin.name === rehypePulledReadmes.name;

export interface PipelineJob {
  page: string;
  withoutPulledReadmes?: boolean;
}

async function main() {
  const siteDir = path.resolve(__dirname, '../../..');
  const {siteConfig} = await loadSiteConfig({siteDir});
  // The docs plugin's entry: [src/plugins/lean-docs, its options].
  const entry = siteConfig.plugins.find(
    (plugin) => Array.isArray(plugin) && String(plugin[0]).endsWith('lean-docs/index.ts'),
  );
  if (!entry) throw new Error('docusaurus.config.ts lists no src/plugins/lean-docs plugin');
  const docs = (entry as [string, DocsOptions])[1];
  const configured = docs.rehypePlugins ?? [];
  if (!configured.some(isOurs)) throw new Error('the docs plugin does not run rehypePulledReadmes');

  async function compile({page, withoutPulledReadmes: without = false}: PipelineJob) {
    let tree: Root | undefined;
    const capture = () => (final: Root) => {
      tree = JSON.parse(JSON.stringify(final)) as Root;
    };
    const {data: frontMatter, content} = matter(page);
    await compileToJSX({
      filePath: path.join(siteDir, 'docs/loaders/_pipeline-test.md'),
      fileContent: content,
      frontMatter,
      compilerName: 'server',
      options: {
        markdownConfig: siteConfig.markdown,
        admonitions: true,
        remarkPlugins: docs.remarkPlugins ?? [],
        rehypePlugins: [...configured.filter((plugin) => !without || !isOurs(plugin)), capture],
        recmaPlugins: [],
        beforeDefaultRemarkPlugins: [],
        beforeDefaultRehypePlugins: [],
        staticDirs: [path.join(siteDir, 'static')],
        siteDir,
      } as never,
    });
    // Docusaurus's toc export: `export const toc = [{value, id, level}, …]` as an ES tree.
    const esm = tree?.children.find(
      (node) =>
        (node as {type: string}).type === 'mdxjsEsm' &&
        JSON.stringify((node as {data?: {estree?: unknown}}).data?.estree ?? null).includes('"name":"toc"'),
    ) as {data?: {estree?: unknown}} | undefined;
    const toc: {value: string; id: string}[] = [];
    JSON.stringify(esm?.data?.estree ?? null, (key, value: {type?: string; properties?: unknown[]}) => {
      if (value?.type === 'ObjectExpression') {
        const entry = Object.fromEntries(
          (value.properties as {key: {value?: string; name?: string}; value: {value?: unknown}}[]).map(
            (p) => [p.key.value ?? p.key.name, p.value.value],
          ),
        );
        if (typeof entry.value === 'string') toc.push(entry as {value: string; id: string});
      }
      return value;
    });
    return {tree, toc};
  }

  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  const results = [];
  for (const job of JSON.parse(input) as PipelineJob[]) results.push(await compile(job));
  process.stdout.write(JSON.stringify(results));
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
