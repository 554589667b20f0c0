// Each devServer option's entry on /configuration/dev-server/ lists, at the end of its type line, the
// `webpack serve` flags that set it, in both locales: every flag in the entry of the option it sets,
// none that does not exist. The flags are the ones webpack-cli offers: it derives them from
// webpack-dev-server's options schema with `webpack.cli.getArguments()` (webpack-cli.js, `serve`),
// not from the package's own bin/cli-flags.js, which still lists flags of removed options (`--https`).
import type {Heading, Paragraph, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import webpack from 'webpack';
import DevServer from 'webpack-dev-server';
import {readPage} from '../../scripts/lib/docsTree';
import {parsePage} from '../../src/markdown';
import {REPO_ROOT} from './lib/pages';

/**
 * The flags each option's entry should list, keyed by the entry's option path (`static.directory`):
 * a flag goes to the entry of the longest option path its setting starts with. `-reset` forms are
 * left out (the Command line section explains them); a flag that can only turn its option off is
 * `--no-…`.
 */
function expectedFlags(entries: readonly string[]): Map<string, string[]> {
  const expected = new Map<string, string[]>();
  const args = webpack.cli.getArguments(
    DevServer.schema as unknown as Parameters<typeof webpack.cli.getArguments>[0],
  );
  for (const [name, argument] of Object.entries(args)) {
    if (name.endsWith('-reset')) continue;
    const path = argument.configs[0]!.path.replace(/\[\]/g, '');
    const entry = entries
      .filter((option) => path === option || path.startsWith(`${option}.`))
      .sort((a, b) => b.length - a.length)[0];
    const offOnly = argument.configs.every(
      (config) => config.type === 'enum' && config.values?.length === 1 && config.values[0] === false,
    );
    const flag = offOnly ? `--no-${name}` : `--${name}`;
    const key = entry ?? `(no entry for ${path})`;
    expected.set(key, [...(expected.get(key) ?? []), flag]);
  }
  return expected;
}

/** Each `devServer.*` heading's option path, and the flags the first paragraph under it lists. */
function listedFlags(tree: Root): Map<string, string[]> {
  const listed = new Map<string, string[]>();
  visit(tree, 'heading', (heading: Heading, index, parent) => {
    const option = /^devServer\.([\w.]+)$/.exec(toString(heading).trim())?.[1];
    if (!option || !parent || index === undefined) return;
    const typeLine = parent.children.slice(index + 1).find((node) => node.type === 'paragraph') as
      Paragraph | undefined;
    const flags: string[] = [];
    if (typeLine) {
      visit(typeLine, 'inlineCode', (code) => {
        if (/^--[a-z0-9-]+$/.test(code.value)) flags.push(code.value);
      });
    }
    listed.set(option, flags);
  });
  return listed;
}

function problems(tree: Root): string[] {
  const listed = listedFlags(tree);
  const expected = expectedFlags([...listed.keys()]);
  const found: string[] = [];
  for (const [option, flags] of expected) {
    const have = listed.get(option) ?? [];
    for (const flag of flags)
      if (!have.includes(flag)) found.push(`devServer.${option}: ${flag} is not listed`);
  }
  for (const [option, flags] of listed) {
    for (const flag of flags) {
      if (!expected.get(option)?.includes(flag)) found.push(`devServer.${option}: ${flag} does not set it`);
    }
  }
  return found;
}

describe('webpack serve flags on the DevServer page', () => {
  test.each([
    ['en', 'docs/configuration/dev-server'],
    ['zh', 'i18n/zh/docusaurus-plugin-content-docs/current/configuration/dev-server'],
  ])('%s: each option lists the flags that set it', (_locale, file) => {
    const page = readPage(REPO_ROOT, file)!;
    expect(problems(parsePage(page.file, page.source).tree)).toEqual([]);
  });

  test('a flag missing from its entry, or listed under another option, is reported', () => {
    const page = [
      '## devServer.port',
      '',
      '`number` · default: `8080` · CLI: `--host`',
      '',
      '## devServer.host',
      '',
      '`string` · default: `undefined`',
    ].join('\n');
    const found = problems(parsePage('dev-server.md', page).tree);
    expect(found).toContain('devServer.port: --port is not listed');
    expect(found).toContain('devServer.port: --host does not set it');
    expect(found).toContain('devServer.host: --host is not listed');
  });
});
