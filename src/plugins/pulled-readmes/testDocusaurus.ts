/**
 * Test helper, run in its own Node process (Docusaurus's MDX pipeline loads ES modules that Jest
 * cannot): compiles the page given on stdin with Docusaurus's own mdx-loader, configured as this
 * site's docs plugin is (docusaurus.config.ts: markdown options, remark and rehype plugins), as if
 * it were `docs/loaders/_pipeline-test.md`. Prints JSON: the final HTML tree (captured after the
 * last configured rehype plugin) and the table of contents.
 *
 * `--without-pulled-readmes` leaves our rehype plugin out (to show what it stops).
 */
import path from 'path';
import type {Root} from 'hast';
import matter from 'gray-matter';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config';
import {compileToJSX} from '@docusaurus/mdx-loader/lib/utils';
import type {Options as PresetOptions} from '@docusaurus/preset-classic';
import {rehypePulledReadmes} from './rehype';

type DocsOptions = Exclude<PresetOptions['docs'], false | undefined>;
type Plugin = NonNullable<DocsOptions['rehypePlugins']>[number];

/** The config is loaded afresh (its own module instances): our plugin is known by its name. */
const isOurs = (plugin: Plugin) => typeof plugin === 'function' && plugin.name === rehypePulledReadmes.name;

async function main() {
  const siteDir = path.resolve(__dirname, '../../..');
  const {siteConfig} = await loadSiteConfig({siteDir});
  const classic = siteConfig.presets.find((preset) => Array.isArray(preset) && preset[0] === 'classic');
  const docs = (classic as [string, PresetOptions])[1].docs as DocsOptions;
  const configured = docs.rehypePlugins ?? [];
  if (!configured.some(isOurs)) throw new Error('the docs plugin does not run rehypePulledReadmes');
  const without = process.argv.includes('--without-pulled-readmes');

  let tree: Root | undefined;
  const capture = () => (final: Root) => {
    tree = JSON.parse(JSON.stringify(final)) as Root;
  };
  let source = '';
  for await (const chunk of process.stdin) source += String(chunk);
  const {data: frontMatter, content} = matter(source);
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
        (value.properties as {key: {value?: string; name?: string}; value: {value?: unknown}}[]).map((p) => [
          p.key.value ?? p.key.name,
          p.value.value,
        ]),
      );
      if (typeof entry.value === 'string') toc.push(entry as {value: string; id: string});
    }
    return value;
  });
  process.stdout.write(JSON.stringify({tree, toc}));
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
