import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import {VFile} from 'vfile';
import {parseMarkdown} from '../markdown';
import zhFieldLines, {
  fieldLineFindings,
  isChineseSource,
  localizeFieldLines,
  type RenderedFieldLine,
} from './zhFieldLines';
import {zhFieldPhrases, type ZhFieldPhrases} from '../data/fieldLines';

const ROOT = path.resolve(__dirname, '../..');
const ZH_DOC = `${ROOT}/i18n/zh/docusaurus-plugin-content-docs/current/configuration/output.md`;
const EN_DOC = `${ROOT}/docs/configuration/output.md`;

/** A page's HTML as the site renders its Markdown, with the plugin among the remark plugins. */
function rawHtml(markdown: string, file = ZH_DOC, phrases?: ZhFieldPhrases): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(zhFieldLines, {phrases})
    .use(remarkRehype)
    .use(rehypeStringify);
  return String(processor.processSync(new VFile({path: file, value: markdown})));
}

/** The same without the spans that keep each label on one line (tested on their own below). */
const html = (...args: Parameters<typeof rawHtml>) =>
  rawHtml(...args).replace(/<span class="field-label">(.*?)<\/span>/g, '$1');

/** One Default line on a Chinese page, as the reader gets it (inner HTML of its paragraph). */
const defaultLine = (statement: string) =>
  html(`Default: ${statement}\n`).replace(/^<p>默认值：|<\/p>$/g, '');

/** Each field line of a Chinese page, rendered, with what the check finds in it. */
function renderedLines(markdown: string): {lines: RenderedFieldLine[]; findings: string[]} {
  const lines: RenderedFieldLine[] = [];
  localizeFieldLines(parseMarkdown(markdown).tree, {onLine: (line) => lines.push(line)});
  return {
    lines,
    findings: lines.flatMap(fieldLineFindings).map((f) => `${f.line} ${f.label}: ${f.text}`),
  };
}

describe('zhFieldLines', () => {
  it('keeps each label on one line: 默认值： must not break as 默认 | 值： on a phone', () => {
    expect(rawHtml('Type: `string`\\\nDefault: not set\n')).toBe(
      '<p><span class="field-label">类型：</span><code>string</code><br>\n<span class="field-label">默认值：</span>未设置</p>',
    );
  });

  it('rewrites the labels of a field paragraph, keeping code spans and hard breaks', () => {
    expect(html('Type: `string | false`\\\nDefault: `false`\n\n说明。\n')).toBe(
      '<p>类型：<code>string | false</code><br>\n默认值：<code>false</code></p>\n<p>说明。</p>',
    );
    expect(html('Type: `AsyncSeriesHook<[Compiler]>`\n')).toBe(
      '<p>类型：<code>AsyncSeriesHook&#x3C;[Compiler]></code></p>',
    );
    expect(
      html('Default: not set\\\nProperties: 与 [`resolve`](#resolve) 相同\\\nDeprecated: 请改用 `x`\n'),
    ).toBe(
      '<p>默认值：未设置<br>\n属性：与 <a href="#resolve"><code>resolve</code></a> 相同<br>\n已弃用：请改用 <code>x</code></p>',
    );
  });

  it('puts every form of the Default grammar (WRITING.md, "Defaults") into Chinese', () => {
    expect(defaultLine("`'[name].js'`")).toBe("<code>'[name].js'</code>");
    expect(defaultLine('`true` (development); `false` (otherwise)')).toBe(
      '<code>true</code>（开发模式）；<code>false</code>（其他情况）',
    );
    expect(defaultLine("`'self'` (target web); `'global'` (target node)")).toBe(
      "<code>'self'</code>（web 构建目标）；<code>'global'</code>（node 构建目标）",
    );
    expect(defaultLine("`'[name].js'`; `'[name].mjs'` (with `output.module: true`)")).toBe(
      "<code>'[name].js'</code>；<code>'[name].mjs'</code>（<code>output.module: true</code> 时）",
    );
    expect(defaultLine("`''`; `'my-app'` (with `package.json: {name: 'my-app'}`)")).toBe(
      "<code>''</code>；<code>'my-app'</code>（<code>package.json: {name: 'my-app'}</code> 时）",
    );
    expect(defaultLine('the value of [`output.chunkFilename`](#outputchunkfilename)')).toBe(
      '<a href="#outputchunkfilename"><code>output.chunkFilename</code></a> 的值',
    );
    expect(defaultLine('not set — webpack 此时使用入口的 `name`')).toBe(
      '未设置——webpack 此时使用入口的 <code>name</code>',
    );
    expect(defaultLine('see the properties below')).toBe('见下面的各个属性');
    expect(defaultLine('see each property')).toBe('见各个属性');
    expect(defaultLine('a function (development); `false` (otherwise) — 该函数返回 …')).toBe(
      '一个函数（开发模式）；<code>false</code>（其他情况）——该函数返回 …',
    );
    expect(defaultLine('an array — 内置规则')).toBe('一个数组——内置规则');
  });

  it('joins conditions of one kind as alternatives (、) and of different kinds as all applying (，)', () => {
    expect(
      defaultLine(
        "`['production']` (production, none, target web); `5` (development, with `cache.type: 'filesystem'`, `name: 'a'`)",
      ),
    ).toBe(
      "<code>['production']</code>（生产模式、none 模式，web 构建目标）；<code>5</code>（开发模式，<code>cache.type: 'filesystem'</code>、<code>name: 'a'</code> 时）",
    );
    expect(defaultLine('`1` (with `a: 1`, production)')).toBe(
      '<code>1</code>（<code>a: 1</code> 时，生产模式）',
    );
    expect(defaultLine('not set; `true` (with `experiments.typescript: true`)')).toBe(
      '未设置；<code>true</code>（<code>experiments.typescript: true</code> 时）',
    );
  });

  it('leaves what is not a field line alone', () => {
    const prose = [
      'Type 与 Default 是字段。',
      '',
      '说明\\',
      'Default: 只在段落开头才是字段',
      '',
      '```md',
      'Type: `string`\\',
      'Default: not set',
      '```',
      '',
      '- Default: not set',
      '',
    ].join('\n');
    const rendered = html(prose);
    expect(rendered).toContain('<p>Type 与 Default 是字段。</p>');
    expect(rendered).toContain('Default: 只在段落开头才是字段');
    expect(rendered).toContain('<code class="language-md">Type: `string`\\\nDefault: not set\n</code>');
    // A field line in a list item is still a field paragraph (a tight list item holds one).
    expect(rendered).toContain('<li>默认值：未设置</li>');
  });

  it('changes only Chinese sources: an English page shown on /zh/ stays English throughout', () => {
    const source = 'Type: `boolean`\\\nDefault: not set\n';
    expect(html(source, EN_DOC)).toBe('<p>Type: <code>boolean</code><br>\nDefault: not set</p>');
    expect(isChineseSource(`${ROOT}/i18n/zh/pulled/loaders/css-loader.md`)).toBe(true);
    expect(
      isChineseSource(`${ROOT}/i18n/zh/docusaurus-plugin-content-docs/current/loaders/_css-loader.md`),
    ).toBe(true);
    expect(isChineseSource('C:\\site\\i18n\\zh\\docusaurus-plugin-content-docs\\current\\index.md')).toBe(
      true,
    );
    expect(isChineseSource(`${ROOT}/docs/loaders/_css-loader.md`)).toBe(false);
    expect(isChineseSource(undefined)).toBe(false);
  });

  it('reads every word from the table it is given', () => {
    const phrases: ZhFieldPhrases = {
      ...zhFieldPhrases,
      labels: {...zhFieldPhrases.labels, Default: '缺省'},
      values: {...zhFieldPhrases.values, 'not set': '无'},
    };
    expect(html('Default: not set\n', ZH_DOC, phrases)).toBe('<p>缺省：无</p>');
  });

  describe('fieldLineFindings', () => {
    it('finds a Default phrase the table does not know, and keeps it as written', () => {
      const {findings} = renderedLines('Default: `1` (sometimes); unset — 说明\n');
      expect(findings).toEqual(['1 Default: sometimes unset']);
      expect(defaultLine('`1` (sometimes); unset — 说明')).toBe('<code>1</code>（sometimes）；unset——说明');
    });

    it('finds English text the translator left, and not the names Chinese text keeps', () => {
      const source = [
        'Type: `number` (milliseconds)\\',
        'Default: not set — the entry name',
        '',
        'Type: `string` matched against the 查询字符串\\',
        'Deprecated: use `x`',
        '',
        'Type: `number`（毫秒）\\',
        'Default: not set — webpack 使用 compiler 的 `name`（见 Node.js 文档）\\',
        'Properties: the same as [`resolve`](#resolve)\\',
        'Deprecated: 请改用 `x`',
        '',
      ].join('\n');
      expect(renderedLines(source).findings).toEqual([
        '1 Type: (milliseconds)',
        '2 Default: the entry name',
        '4 Type: matched against the',
        '5 Deprecated: use',
      ]);
    });
  });

  describe('real Chinese pages, rendered', () => {
    const zhRoot = path.join(ROOT, 'i18n/zh');
    const pages = [
      'docusaurus-plugin-content-docs/current/configuration/resolve.md',
      'pulled/loaders/css-loader.md',
    ];

    it.each(pages)('%s shows every field line in Chinese', (page) => {
      const file = path.join(zhRoot, page);
      const source = fs.readFileSync(file, 'utf8');
      const {lines, findings} = renderedLines(source);
      expect(findings).toEqual([]);
      const rendered = html(source, file);
      // Outside code, no English label is left, and each field line got its Chinese label.
      const outsideCode = rendered.replace(/<pre[\s\S]*?<\/pre>|<code[\s\S]*?<\/code>/g, '');
      expect(outsideCode).not.toMatch(/(^|<p>|<br>\n)(Type|Default|Properties|Deprecated):/m);
      expect(outsideCode).not.toMatch(
        /\bnot set\b|see the properties|\((development|production|otherwise|target \w+)\)/,
      );
      const labels = (outsideCode.match(/(类型|默认值|属性|已弃用)：/g) ?? []).length;
      expect(labels).toBeGreaterThanOrEqual(lines.length);
      expect(lines.length).toBeGreaterThan(10);
    });

    it('resolve.md reads as the tables below it do', () => {
      const file = path.join(zhRoot, pages[0]!);
      const rendered = html(fs.readFileSync(file, 'utf8'), file);
      expect(rendered).toContain('<p>类型：<code>object</code><br>\n默认值：见下面的各个属性</p>');
      expect(rendered).toContain(
        '默认值：<code>true</code>（开发模式）；<code>false</code>（其他情况）；<code>true</code>（<code>cache: true</code> 时）——只要开启了 webpack 的',
      );
      expect(rendered).toContain(
        "；<code>['webpack', 'production', 'browser']</code>（生产模式、none 模式，web 构建目标）；",
      );
      expect(rendered).toContain(
        '类型：<code>Resolver</code>（一个 enhanced-resolve 实例）<br>\n默认值：未设置',
      );
      // The table of resolveLoader's defaults says 未设置 too.
      expect(rendered).toContain('<td>未设置</td>');
    });
  });
});
