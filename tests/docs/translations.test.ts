/**
 * Translated pages are not built by the docs-as-tests harness, so their code could drift from the
 * English page unnoticed. Each Chinese page must keep its English page's code blocks (comments may
 * be translated: see src/plugins/translation-status/codeTokens.ts) and heading ids.
 */
import fs from 'node:fs';
import path from 'node:path';
import {REPO_ROOT, walkPages} from './lib/pages';
import {translationProblems} from '../../src/plugins/translation-status/keptFromEnglish';

const TRANSLATIONS = 'i18n/zh/docusaurus-plugin-content-docs/current';

const translated = walkPages(REPO_ROOT, [TRANSLATIONS]).map((page) => {
  const english = path.join(REPO_ROOT, 'docs', path.relative(TRANSLATIONS, page.file));
  return {file: page.file, source: page.source, english};
});

test('finds the translated pages', () => {
  expect(translated.length).toBeGreaterThan(20);
});

test.each(translated.map((page) => [page.file, page]))(
  '%s keeps the English code blocks and heading ids',
  (_file, {source, english}) => {
    expect(fs.existsSync(english)).toBe(true);
    const problems = translationProblems(fs.readFileSync(english, 'utf8'), source, {
      mdx: english.endsWith('.mdx'),
    });
    expect(problems).toEqual([]);
  },
);

describe('translationProblems', () => {
  const english = [
    '## Setup',
    '',
    '```js title="webpack.config.js"',
    '// Build for production',
    "module.exports = {mode: 'production'};",
    '```',
    '',
    '## Nonces and `__webpack_nonce__`',
  ].join('\n');
  const chinese = (
    code: string[],
    headings = [
      '## 配置 {#setup}',
      '## nonce 与 `__webpack_nonce__` {#nonces-and-\\_\\_webpack_nonce\\_\\_}',
    ],
  ) => [headings[0], '', '```js title="webpack.config.js"', ...code, '```', '', headings[1]].join('\n');

  it('accepts identical code and translated comments', () => {
    expect(
      translationProblems(
        english,
        chinese(['// Build for production', "module.exports = {mode: 'production'};"]),
      ),
    ).toEqual([]);
    expect(
      translationProblems(english, chinese(['// 为生产环境构建', "module.exports = {mode: 'production'};"])),
    ).toEqual([]);
    // A comment may take more lines, or move to the end of a line.
    expect(
      translationProblems(
        english,
        chinese([
          '/*',
          ' * 为生产环境构建：',
          ' * 压缩代码',
          ' */',
          "module.exports = {mode: 'production'}; // 生产",
        ]),
      ),
    ).toEqual([]);
  });

  it('flags changed code, even next to a comment', () => {
    expect(
      translationProblems(
        english,
        chinese(['// Build for production', "module.exports = {mode: 'development'};"]),
      ),
    ).toEqual([
      `code block 1 (English line 3, Chinese line 3), line 2: "module.exports = {mode: 'development'};" should be "module.exports = {mode: 'production'};" (\`'development'\` where English has \`'production'\`)`,
    ]);
    expect(
      translationProblems(
        english,
        chinese(['/* 生产 */ process.exit(); // 构建', "module.exports = {mode: 'production'};"]),
      ),
    ).toEqual([
      'code block 1 (English line 3, Chinese line 3), line 1 (English line 2): "/* 生产 */ process.exit(); // 构建" should be "module.exports = {mode: \'production\'};" (`process` where English has `module`)',
    ]);
  });

  it('flags a missing line, a changed fence and a missing block', () => {
    expect(translationProblems(english, chinese(['// 为生产环境构建']))).toEqual([
      'code block 1 (English line 3, Chinese line 3), line 2: nothing should be "module.exports = {mode: \'production\'};" (nothing where English has `module`)',
    ]);
    const changedFence = chinese([
      '// Build for production',
      "module.exports = {mode: 'production'};",
    ]).replace('title="webpack.config.js"', 'title="webpack.prod.js"');
    expect(translationProblems(english, changedFence)[0]).toMatch(/fence info differs/);
    expect(
      translationProblems(english, '## 配置 {#setup}\n\n## nonce {#nonces-and-__webpack_nonce__}')[0],
    ).toBe('1 code blocks in English, 0 in Chinese');
  });

  it('keeps output, tree, assert and text blocks byte for byte', () => {
    const block = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;
    for (const info of [
      'js output',
      'js project="app" output',
      'text project="app" assert',
      'text',
      'diff',
    ]) {
      const problems = translationProblems(block(info, '// built\nx();'), block(info, '// 已构建\nx();'));
      expect(problems).toEqual([
        `code block 1 (English line 1, Chinese line 1), line 1: "// 已构建" should be "// built"`,
      ]);
    }
    expect(
      translationProblems(
        block('js project="app"', '// built\nx();'),
        block('js project="app"', '// 已构建\nx();'),
      ),
    ).toEqual([]);
  });

  it('keeps each line in place when the fence highlights lines by number', () => {
    const en = '```js {2}\n// Build\nmodule.exports = {};\n```\n';
    expect(translationProblems(en, en.replace('// Build', '// 构建'))).toEqual([]);
    expect(translationProblems(en, en.replace('// Build', '// 构建\n// 生产'))).toEqual([
      'code block 1 (English line 1, Chinese line 1), line 3 (English line 2): "module.exports = {};" should be "module.exports = {};" (`module` moved to another line; the fence highlights lines by number)',
    ]);
  });

  it('flags a heading whose id is not the English one', () => {
    const problems = translationProblems(
      english,
      chinese(
        ['// Build for production', "module.exports = {mode: 'production'};"],
        ['## 配置', '## nonce 与 `__webpack_nonce__` {#nonces-and-__webpack_nonce__}'],
      ),
    );
    expect(problems).toEqual([
      'heading "配置" (line 1) has id #配置, the English one #setup',
      // Unescaped, `__webpack_nonce__` in the id is bold text, so the id loses its underscores.
      'heading "nonce 与 __webpack_nonce__" (line 8) has id #nonces-and-webpack_nonce, the English one #nonces-and-__webpack_nonce__',
    ]);
  });
});
