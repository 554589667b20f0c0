/**
 * The twin check proves it can fail: a fixture build with one docs page, its twin and llms files,
 * then each defect put in on its own (an admonition left, a code block changed, a page missing
 * from llms.txt, a page listed that is none, no twin, no head link).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkTwins, leftoverSyntax, llmsTxtPages} from './lib/twins';

const SOURCE =
  '---\ntitle: Entry\n---\n\n:::tip\nUse it.\n:::\n\n```js title="webpack.config.js"\nmodule.exports = {};\n```\n';
const TWIN =
  '# Entry\n\n> Markdown version of https://webpack.js.org/concepts/entry/\n\n> **Tip**\n>\n> Use it.\n\n```js title="webpack.config.js"\nmodule.exports = {};\n```\n';
const page = (head = '<link rel="alternate" type="text/markdown" href="/concepts/entry.md">') =>
  `<!doctype html><html class="plugin-docs docs-doc-page"><head><link rel="canonical" href="https://webpack.js.org/concepts/entry/">${head}</head>` +
  '<body><a href="https://github.com/webpack/webpack.js.org/edit/main/docs/concepts/entry.md" class="theme-edit-this-page">Edit</a></body></html>';

const FILES: Record<string, string> = {
  'docs/concepts/entry.md': SOURCE,
  'build/index.html': '<!doctype html><html><body>Home</body></html>',
  'build/concepts/entry/index.html': page(),
  'build/concepts/entry.md': TWIN,
  'build/sitemap.xml': '<urlset><url><loc>https://webpack.js.org/concepts/entry/</loc></url></urlset>',
  'build/llms.txt':
    '# webpack\n\n> A bundler.\n\n## Concepts\n\n- [Entry](https://webpack.js.org/concepts/entry.md): Where.\n',
  'build/llms-full.txt': `# webpack\n\n> A bundler.\n\n${TWIN}`,
};

function check(changes: Record<string, string | null> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
  try {
    for (const [file, text] of Object.entries({...FILES, ...changes})) {
      if (text === null) continue;
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), text);
    }
    return checkTwins({
      buildDir: path.join(dir, 'build'),
      siteDir: dir,
      locales: {en: {sitemap: 'sitemap.xml', base: '/'}},
    }).defects.map((d) => d.detail);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

test('a correct build passes', () => {
  expect(check()).toEqual([]);
});

test('an admonition left in a twin is caught', () => {
  const twin = TWIN.replace('> **Tip**\n>\n> Use it.', ':::tip\nUse it.\n:::');
  expect(check({'build/concepts/entry.md': twin, 'build/llms-full.txt': twin})).toEqual([
    '/concepts/entry.md has a directive (:::): ":::tip"',
  ]);
});

test('a code block that differs from the source is caught', () => {
  const twin = TWIN.replace('module.exports = {};', 'module.exports = {mode: "x"};');
  expect(check({'build/concepts/entry.md': twin, 'build/llms-full.txt': twin})).toEqual([
    expect.stringMatching(/code blocks differ from docs\/concepts\/entry\.md/),
  ]);
});

test('llms.txt missing a page, or listing one that is not a docs page', () => {
  expect(check({'build/llms.txt': '# webpack\n\n> A bundler.\n'})).toEqual([
    'does not list /concepts/entry/',
    'does not list sitemap page /concepts/entry/',
  ]);
  const extra = `${FILES['build/llms.txt']}- [Blog](https://webpack.js.org/blog.md)\n`;
  expect(check({'build/llms.txt': extra})).toEqual(['lists /blog/, no docs page here']);
});

test('no twin, no head link, a twin not in llms-full.txt', () => {
  expect(check({'build/concepts/entry.md': null})).toEqual(['no twin at /concepts/entry.md']);
  expect(check({'build/concepts/entry/index.html': page('')})).toEqual(['head links no twin']);
  expect(check({'build/llms-full.txt': '# webpack\n\n> A bundler.\n'})).toEqual([
    '/concepts/entry.md is not in /llms-full.txt',
  ]);
});

test('leftoverSyntax ignores code, finds JSX and imports', () => {
  expect(leftoverSyntax('Use `<Tabs>` and\n\n```js\nimport x from "y";\n:::tip\n```\n')).toEqual([]);
  expect(leftoverSyntax('<Tabs>\n\nimport x from "y";\n')).toEqual([
    'a JSX component: "<Tabs>"',
    'an import or export: "import x from "y";"',
  ]);
});

test('an import or export left at the top level of a twin is caught, in a twin and by the check', () => {
  expect(leftoverSyntax("Intro.\n\nimport Tabs from '@theme/Tabs';\nimport X from './x';\n")).toEqual([
    `an import or export: "import Tabs from '@theme/Tabs';"`,
  ]);
  expect(leftoverSyntax("import './styles.css';\n")).toEqual([
    `an import or export: "import './styles.css';"`,
  ]);
  expect(leftoverSyntax('export const meta = {};\n')).toEqual([
    'an import or export: "export const meta = {};"',
  ]);
  const twin = TWIN.replace('> **Tip**', "import Tabs from '@theme/Tabs';\n\n> **Tip**");
  expect(check({'build/concepts/entry.md': twin, 'build/llms-full.txt': twin})).toEqual([
    `/concepts/entry.md has an import or export: "import Tabs from '@theme/Tabs';"`,
  ]);
});

test('prose lines that begin with "import" and indented or nested code are not imports', () => {
  // A wrapped sentence whose second line starts with the word, a paragraph that starts with it
  // but is no statement, indented code, code in a list item and in a blockquote.
  const markdown = [
    'To use the plugin you first have to',
    'import it from the package, then add it to `plugins`.',
    '',
    'import and export statements are left untouched by this loader.',
    '',
    '    import webpack from "webpack";',
    '    export default {};',
    '',
    '- Then:',
    '',
    '  ```js',
    '  import path from "path";',
    '  ```',
    '',
    '> export default config;',
    '',
  ].join('\n');
  expect(leftoverSyntax(markdown)).toEqual([]);
  // And on a whole page: the indented block is code on the page too, so its twin keeps it.
  const extra = '\n\n    import x from "y";\n\nimport it from the package.';
  const source = SOURCE.replace(':::\n\n```js', `:::${extra}\n\n\`\`\`js`);
  const twin = TWIN.replace('> Use it.', `> Use it.${extra}`);
  expect(
    check({'docs/concepts/entry.md': source, 'build/concepts/entry.md': twin, 'build/llms-full.txt': twin}),
  ).toEqual([]);
});

test('llmsTxtPages reads the listed pages', () => {
  expect(
    llmsTxtPages('- [A \\[x\\]](https://w.org/zh/concepts.md): d\n- [B](https://w.org/index.md)\n'),
  ).toEqual(['/zh/concepts/', '/']);
});
