import {createHash} from 'node:crypto';
import {
  computeStatus,
  docPathOfSource,
  isPulledReadme,
  readSourceHash,
  sectionOf,
  sourceHashOf,
  stateOf,
  writeSourceHash,
  type DocInput,
} from './status';

const TRANSLATIONS = 'i18n/zh/docusaurus-plugin-content-docs/current';

describe('sourceHashOf', () => {
  it('is the first 12 hex characters of sha256 of the raw bytes', () => {
    const text = '---\ntitle: Entry Points\n---\n\nHello 世界\n';
    expect(sourceHashOf(text)).toBe(
      createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex').slice(0, 12),
    );
    expect(sourceHashOf(Buffer.from(text))).toBe(sourceHashOf(text));
    expect(sourceHashOf(text)).toMatch(/^[0-9a-f]{12}$/);
  });

  it('changes with any byte, line endings included', () => {
    expect(sourceHashOf('a\n')).not.toBe(sourceHashOf('a\r\n'));
  });
});

describe('readSourceHash', () => {
  it('reads the value from the front matter, quoted or not', () => {
    expect(readSourceHash('---\ntitle: 入口\nsourceHash: 0123456789ab\n---\n正文')).toBe('0123456789ab');
    expect(readSourceHash("---\nsourceHash: '0123456789AB'\ntitle: x\n---\n")).toBe('0123456789ab');
    expect(readSourceHash('---\r\nsourceHash: "0123456789ab" # checked\r\n---\r\n')).toBe('0123456789ab');
    expect(readSourceHash('\uFEFF---\nsourceHash: 0123456789ab\n---\n')).toBe('0123456789ab');
  });

  it('ignores a sourceHash outside the front matter, and pages without one', () => {
    expect(readSourceHash('---\ntitle: x\n---\n\nsourceHash: 0123456789ab\n')).toBeUndefined();
    expect(readSourceHash('no front matter\nsourceHash: 0123456789ab')).toBeUndefined();
    expect(readSourceHash('---\ntitle: x\nsourceHash:\n---\n')).toBeUndefined();
  });
});

describe('writeSourceHash', () => {
  it('adds the key at the end of the front matter and leaves the rest alone', () => {
    const page = '---\ntitle: 入口起点\nsort: 1\n---\n\n正文\n---\n';
    expect(writeSourceHash(page, 'abcdef012345')).toBe(
      '---\ntitle: 入口起点\nsort: 1\nsourceHash: abcdef012345\n---\n\n正文\n---\n',
    );
  });

  it('replaces an existing value and keeps CRLF and a BOM', () => {
    const page = '\uFEFF---\r\ntitle: x\r\nsourceHash: 000000000000\r\nsort: 2\r\n---\r\nbody\r\n';
    expect(writeSourceHash(page, 'abcdef012345')).toBe(
      '\uFEFF---\r\ntitle: x\r\nsourceHash: abcdef012345\r\nsort: 2\r\n---\r\nbody\r\n',
    );
    const added = writeSourceHash('---\r\ntitle: x\r\n---\r\nbody', 'abcdef012345');
    expect(added).toBe('---\r\ntitle: x\r\nsourceHash: abcdef012345\r\n---\r\nbody');
    expect(readSourceHash(added)).toBe('abcdef012345');
  });

  it('refuses pages without front matter and malformed hashes', () => {
    expect(() => writeSourceHash('# 标题\n', 'abcdef012345')).toThrow(/no front matter/);
    expect(() => writeSourceHash('---\ntitle: x\n---\n', 'xyz')).toThrow(/hex hash/);
  });
});

describe('paths', () => {
  it('recognises pulled READMEs', () => {
    expect(isPulledReadme('loaders/_babel-loader.md')).toBe(true);
    expect(isPulledReadme('loaders/index.md')).toBe(false);
    expect(isPulledReadme('guides/_x/page.md')).toBe(false);
  });

  it('finds the section and the path under docs/', () => {
    expect(sectionOf('concepts/entry-points.md')).toBe('concepts');
    expect(sectionOf('glossary.md')).toBe('');
    expect(docPathOfSource('@site/docs/concepts/index.md', TRANSLATIONS)).toBe('concepts/index.md');
    expect(docPathOfSource(`@site/${TRANSLATIONS}/concepts/index.md`, TRANSLATIONS)).toBe(
      'concepts/index.md',
    );
    expect(docPathOfSource('@site/versioned_docs/version-5/x.md', TRANSLATIONS)).toBeUndefined();
  });
});

describe('stateOf', () => {
  const hash = '0123456789ab';
  it('tells translated, outdated, missing and pulled apart', () => {
    expect(stateOf('concepts/index.md', hash, undefined)).toEqual({state: 'missing'});
    expect(stateOf('concepts/index.md', hash, `---\nsourceHash: ${hash}\n---\n`)).toEqual({
      state: 'translated',
      translatedHash: hash,
    });
    expect(stateOf('concepts/index.md', hash, '---\nsourceHash: ffffffffffff\n---\n')).toEqual({
      state: 'outdated',
      translatedHash: 'ffffffffffff',
    });
    // A translation that never recorded what it was checked against is not known to be current.
    expect(stateOf('concepts/index.md', hash, '---\ntitle: 概念\n---\n')).toEqual({state: 'outdated'});
    expect(stateOf('loaders/_css-loader.md', hash, undefined)).toEqual({state: 'pulled'});
  });
});

describe('computeStatus', () => {
  const english: Record<string, string> = {
    'concepts/index.md': 'concepts v2',
    'concepts/entry-points.md': 'entry points',
    'concepts/output.md': 'output',
    'api/index.md': 'api',
    'loaders/_css-loader.md': 'readme',
    'glossary.md': 'glossary',
    'zzz/page.md': 'unknown section',
  };
  const translations: Record<string, string> = {
    'concepts/index.md': `---\ntitle: 概念\nsourceHash: ${sourceHashOf('concepts v1')}\n---\n`,
    'concepts/entry-points.md': `---\ntitle: 入口起点\nsourceHash: ${sourceHashOf('entry points')}\n---\n`,
    // A file the plugin must not read: pulled READMEs are never translated.
    'loaders/_css-loader.md': '---\ntitle: x\n---\n',
  };
  const docs: DocInput[] = Object.keys(english).map((p) => ({
    id: p.replace(/\.md$/, ''),
    path: p,
    title: p,
    permalink: `/zh/${p.replace(/(index)?\.md$/, '')}`,
  }));
  const data = computeStatus(
    docs,
    {english: (p) => english[p]!, translation: (p) => translations[p]},
    {locale: 'zh', translationDir: TRANSLATIONS, sectionOrder: ['api', 'concepts', 'loaders']},
  );

  it('lists every page once, grouped by section in menu order, top-level pages last', () => {
    expect(data.sections.map((s) => s.section)).toEqual(['api', 'concepts', 'loaders', 'zzz', '']);
    expect(data.sections.flatMap((s) => s.entries.map((e) => e.path)).sort()).toEqual(
      Object.keys(english).sort(),
    );
    expect(data.sections[1]!.entries.map((e) => e.path)).toEqual([
      'concepts/entry-points.md',
      'concepts/index.md',
      'concepts/output.md',
    ]);
  });

  it('gives each page its state and counts them', () => {
    const state = Object.fromEntries(data.sections.flatMap((s) => s.entries.map((e) => [e.path, e.state])));
    expect(state).toEqual({
      'concepts/index.md': 'outdated',
      'concepts/entry-points.md': 'translated',
      'concepts/output.md': 'missing',
      'api/index.md': 'missing',
      'loaders/_css-loader.md': 'pulled',
      'glossary.md': 'missing',
      'zzz/page.md': 'missing',
    });
    expect(data.sections[1]!.counts).toEqual({translated: 1, outdated: 1, missing: 1, pulled: 0});
    expect(data.totals).toEqual({translated: 1, outdated: 1, missing: 4, pulled: 1});
    expect(data.locale).toBe('zh');
  });
});
