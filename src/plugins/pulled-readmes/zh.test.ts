import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {findPulledPackage} from '../../data/pulledPackages';
import {pulledPackageState} from '../translation-status/status';
import {acceptsAnyOption, diffOptions, schemaHash, schemaOptions} from './schema';
import {renderPage} from './page';
import {makeTarball, testContext} from './testUtils';
import {
  lackingEntries,
  packageFromTarball,
  pageOptionEntries,
  parseZhSource,
  renderZhPage,
  schemaState,
  versionState,
} from './zh';

const fixture = (name: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '__fixtures__', 'zh', name), 'utf8'));
const written = {'dist/options.json': fixture('options.json')};
const withNonce = {'dist/options.json': fixture('options-added.json')};
const pkg = findPulledPackage('style-loader')!;
const source = parseZhSource(
  'style-loader.md',
  `---\ndescription: 说明\nversion: "4.0.0"\nschemaHash: "${schemaHash(written)}"\n---\n\n正文。\n\n## 选项 {#options}\n\n### base {#base}\n\nType: \`number\`\\\nDefault: not set\n\n作用。\n`,
);
const record = {package: 'style-loader', version: '4.0.0', schemas: written};

describe('schemaState and the Chinese page', () => {
  it('reads a new page without the version and hash the stamp writes, only when asked to', () => {
    const fresh = '---\ndescription: 新页面\n---\n\n正文\n';
    expect(parseZhSource('new.md', fresh, {unstamped: true})).toMatchObject({version: '', schemaHash: ''});
    expect(() => parseZhSource('new.md', fresh)).toThrow(
      'new.md: front matter "version" must be a non-empty string',
    );
  });

  it('keeps a page current while the schema hashes the same', () => {
    const state = schemaState(source, record, written);
    expect(state.status).toBe('current');
    const page = renderZhPage({pkg, source, state, version: '4.0.0'});
    expect(page).toContain('schemaStatus: current');
    expect(page).not.toContain(':::caution');
    expect(page).toContain('[完整英文说明](pathname:///../loaders/style-loader/)');
    expect(pulledPackageState(page)).toEqual({state: 'translated'});
  });

  it('lists an option added upstream, with its English description made inert, and marks the page outdated', () => {
    const state = schemaState(source, record, withNonce);
    expect(state.status).toBe('changed');
    expect(state.diff?.added.map((option) => option.path)).toEqual(['nonce']);
    const page = renderZhPage({pkg, source, state, version: '4.1.0'});
    expect(page).toContain(':::caution[选项有变化]');
    expect(page).toContain('- `nonce`（string，新增）：Sets a &#60;nonce&#62; for the tags &#123;x&#125;.');
    expect(page).toContain('changedOptions: ["nonce"]');
    expect(pulledPackageState(page)).toEqual({
      state: 'outdated',
      reasons: ['options-changed'],
      changedSections: [{id: 'nonce', heading: 'nonce', translationChanged: false}],
    });
  });

  it('says nothing when no schema is known (offline without a cache)', () => {
    const state = schemaState(source, record, undefined);
    expect(state.status).toBe('unknown');
    expect(pulledPackageState(renderZhPage({pkg, source, state}))).toEqual({state: 'translated'});
  });

  it('leaves a README without a Chinese page as pulled', () => {
    expect(pulledPackageState(undefined)).toEqual({state: 'pulled'});
    expect(pulledPackageState('---\npulled: true\n---\n# README')).toEqual({state: 'pulled'});
  });
});

describe('keywords', () => {
  const frontMatterOf = (page: string) => matter(page).data as Record<string, unknown>;

  it("gives the Chinese page the keywords of its own front matter, and the English page the package's", () => {
    const withKeywords = parseZhSource(
      'style-loader.md',
      '---\ndescription: 说明\nkeywords: [注入 CSS, style 标签]\nversion: "4.0.0"\nschemaHash: "x"\n---\n\n正文\n',
    );
    const state = schemaState(withKeywords, record, written);
    expect(frontMatterOf(renderZhPage({pkg, source: withKeywords, state}))).toMatchObject({
      keywords: ['注入 CSS', 'style 标签'],
    });
    expect(frontMatterOf(renderZhPage({pkg, source, state}))).not.toHaveProperty('keywords');
    const english = renderPage({
      pkg: {...pkg, keywords: ['inject css']},
      repo: testContext().repo,
      body: '# x\n',
      version: '4.0.0',
    });
    expect(frontMatterOf(english.content)).toMatchObject({keywords: ['inject css']});
    expect(
      frontMatterOf(
        renderPage({pkg: {...pkg, keywords: undefined}, repo: testContext().repo, body: '# x\n'}).content,
      ),
    ).not.toHaveProperty('keywords');
  });

  it('fails on keywords that are not a list of words, naming the file', () => {
    for (const keywords of ['注入 CSS', '[注入 CSS, ""]', '[1]', '["注入 CSS，样式"]']) {
      expect(() =>
        parseZhSource(
          'style-loader.md',
          `---\ndescription: 说明\nkeywords: ${keywords}\nversion: "4.0.0"\nschemaHash: "x"\n---\n`,
        ),
      ).toThrow(/^Invalid front matter in style-loader\.md:\n {2}- "keywords(\[\d\])?" must be/);
    }
  });
});

describe('a page whose package validates its options with no schema (`schemas: []`)', () => {
  it('is current while the package keeps the version it was written for, outdated by a new one', () => {
    expect(versionState({version: '4.0.4'}, '4.0.4')).toEqual({status: 'current'});
    expect(versionState({version: '4.0.4'}, '4.1.0')).toEqual({status: 'changed'});
    expect(versionState({version: '4.0.4'}, undefined)).toEqual({status: 'unknown'});
  });
});

describe('schema helpers', () => {
  it('diffs changed and removed options', () => {
    const before = schemaOptions(withNonce);
    const after = schemaOptions(written).map((option) =>
      option.path === 'base' ? {...option, type: 'string'} : option,
    );
    const diff = diffOptions(before, after);
    expect(diff.removed.map((option) => option.path)).toEqual(['nonce']);
    expect(diff.changed.map(({option}) => option.path)).toEqual(['base']);
  });

  it('lists the properties beside an anyOf that only says which of them are required', () => {
    const schema = {
      type: 'object',
      properties: {
        imports: {type: 'string'},
        wrapper: {anyOf: [{type: 'boolean'}, {type: 'object', properties: {thisArg: {type: 'string'}}}]},
      },
      anyOf: [{required: ['imports']}, {required: ['wrapper']}],
    };
    expect(schemaOptions({'dist/options.json': schema}).map((option) => [option.path, option.type])).toEqual([
      ['imports', 'string'],
      ['wrapper', 'boolean | object'],
      ['wrapper.thisArg', 'string'],
    ]);
  });

  it('tells a schema that lets any option through from one that lists its options', () => {
    const open = {title: 'Val Loader options', type: 'object', additionalProperties: true};
    expect(acceptsAnyOption({'dist/options.json': open})).toBe(true);
    expect(schemaOptions({'dist/options.json': open})).toEqual([]);
    expect(acceptsAnyOption(written)).toBe(false);
    // Not saying `additionalProperties` lets other options through as well, but the package lists
    // the ones it reads (expose-loader): the page documents those.
    expect(acceptsAnyOption({'dist/options.json': {type: 'object', properties: {a: {type: 'string'}}}})).toBe(
      false,
    );
  });

  it('hashes independently of key order', () => {
    expect(schemaHash({a: {x: 1, y: 2}})).toBe(schemaHash({a: {y: 2, x: 1}}));
    expect(schemaHash(written)).not.toBe(schemaHash(withNonce));
  });

  it('reads option entries only under the options heading, fields from the first paragraph', () => {
    expect(pageOptionEntries(source.body)).toEqual([
      {
        id: 'base',
        heading: 'base',
        level: 3,
        section: 'options',
        type: '`number`',
        default: 'not set',
        described: true,
      },
    ]);
  });

  it('reads several options sections, one per schema, and no other section', () => {
    const body = [
      '## 插件选项 {#plugin-options}',
      '### filename {#filename}',
      "Type: `string`\\\nDefault: `'[name].css'`",
      '文件名。',
      '## 用法 {#usage}',
      '### notAnOption {#notanoption}',
      '## loader 选项 {#loader-options}',
      '### emit {#emit}',
      'Type: `boolean`\\\nDefault: `true`',
      '是否输出。',
    ].join('\n\n');
    expect(pageOptionEntries(body).map((entry) => [entry.section, entry.id])).toEqual([
      ['plugin-options', 'filename'],
      ['loader-options', 'emit'],
    ]);
  });
});

describe('stamping a page', () => {
  const entry = (name: string, fields: string) =>
    [`### ${name} {#${name.toLowerCase()}}`, fields, `${name} 的作用。`].join('\n\n');
  const complete = 'Type: `boolean`\\\nDefault: `false`';

  it('asks for a complete entry for every option of the schemas', () => {
    const schemas = {'dist/options.json': {type: 'object', properties: {quiet: {type: 'boolean'}, dev: {}}}};
    const body = ['## 选项 {#options}', entry('quiet', complete), entry('dev', 'Type: `boolean`')].join(
      '\n\n',
    );
    expect(lackingEntries(body, schemas)).toEqual([{path: 'dev', id: 'dev'}]);
    expect(lackingEntries(['## 选项 {#options}', entry('quiet', complete)].join('\n\n'), schemas)).toEqual([
      {path: 'dev', id: 'dev'},
    ]);
  });

  it('takes the options of a package without a schema from the page, each entry complete', () => {
    const body = ['## 选项 {#options}', entry('quiet', complete), entry('dev', 'Type: `boolean`')].join(
      '\n\n',
    );
    expect(lackingEntries(body, {})).toEqual([{path: 'dev', id: 'dev'}]);
    expect(lackingEntries(['## 选项 {#options}', entry('quiet', complete)].join('\n\n'), {})).toEqual([]);
  });

  it('reads the version and the schemas of a package that is not installed from its tarball', async () => {
    const tgz = await makeTarball({
      'package/package.json': JSON.stringify({name: 'style-loader', version: '4.0.1'}),
      'package/dist/options.json': JSON.stringify(written['dist/options.json']),
    });
    await expect(
      packageFromTarball(tgz, {name: 'style-loader', schemas: ['dist/options.json']}),
    ).resolves.toEqual({version: '4.0.1', schemas: written});
    await expect(packageFromTarball(tgz, {name: 'style-loader', schemas: []})).resolves.toEqual({
      version: '4.0.1',
      schemas: {},
    });
    await expect(
      packageFromTarball(tgz, {name: 'style-loader', schemas: ['dist/missing.json']}),
    ).rejects.toThrow('the tarball of style-loader has no dist/missing.json');
    await expect(packageFromTarball(tgz, {name: 'css-loader', schemas: []})).rejects.toThrow(
      'the tarball holds style-loader, not css-loader',
    );
  });
});
