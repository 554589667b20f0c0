import {computeStatus, docPathOfSource, isPulledReadme, sectionOf, stateOf, type DocInput} from './status';
import {sourceHashOf, stampTranslation} from './stamp';

function stampOrThrow(docPath: string, english: string, translation: string): string {
  const result = stampTranslation(docPath, english, translation);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.text;
}

const TRANSLATIONS = 'i18n/zh/docusaurus-plugin-content-docs/current';

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
  const english = '---\ntitle: Concepts\n---\n\nEnglish.\n\n## Part {#part}\n\nMore.\n';
  const translation = '---\ntitle: 概念\n---\n\n中文。\n\n## 部分 {#part}\n\n更多。\n';
  const stamped = stampOrThrow('concepts/index.md', english, translation);

  it('tells translated, outdated, missing and pulled apart', () => {
    expect(stateOf('concepts/index.md', english, undefined)).toEqual({state: 'missing'});
    expect(stateOf('concepts/index.md', english, stamped)).toEqual({
      state: 'translated',
      translatedHash: sourceHashOf(english),
    });
    expect(stateOf('loaders/_css-loader.md', english, undefined)).toEqual({state: 'pulled'});
    // A translation that never recorded what it was checked against is not known to be current.
    expect(stateOf('concepts/index.md', english, translation)).toEqual({
      state: 'outdated',
      reasons: ['unstamped'],
    });
  });

  it('names the sections that changed in English', () => {
    const changed = english.replace('More.', 'More, and different.');
    expect(stateOf('concepts/index.md', changed, stamped)).toEqual({
      state: 'outdated',
      translatedHash: sourceHashOf(english),
      reasons: ['english-changed'],
      changedSections: [{id: 'part', heading: 'Part', translationChanged: false}],
    });
  });
});

describe('computeStatus', () => {
  const english: Record<string, string> = {
    'concepts/index.md': 'concepts v2',
    'concepts/entry-points.md': 'entry points',
    'concepts/output.md': 'output',
    'api/index.md': 'api',
    'loaders/_css-loader.md': 'readme',
    'loaders/_style-loader.md': 'readme',
    'loaders/_sass-loader.md': 'readme',
    'glossary.md': 'glossary',
    'zzz/page.md': 'unknown section',
  };
  const translations: Record<string, string> = {
    'concepts/index.md': stampOrThrow('concepts/index.md', 'concepts v1', '---\ntitle: 概念\n---\n'),
    'concepts/entry-points.md': stampOrThrow(
      'concepts/entry-points.md',
      'entry points',
      '---\ntitle: 入口起点\n---\n',
    ),
    // A README has no translation, only a Chinese page written here (pulled-readmes/zh.ts) counts.
    'loaders/_css-loader.md': '---\ntitle: x\n---\n',
    'loaders/_style-loader.md': '---\nwrittenHere: true\nschemaStatus: current\n---\n',
    'loaders/_sass-loader.md':
      '---\nwrittenHere: true\nschemaStatus: changed\nchangedOptions: ["api"]\n---\n',
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
      'loaders/_style-loader.md': 'translated',
      'loaders/_sass-loader.md': 'outdated',
      'glossary.md': 'missing',
      'zzz/page.md': 'missing',
    });
    expect(data.sections[1]!.counts).toEqual({translated: 1, outdated: 1, missing: 1, pulled: 0});
    expect(data.totals).toEqual({translated: 2, outdated: 2, missing: 4, pulled: 1});
    const sass = data.sections[2]!.entries.find((e) => e.path === 'loaders/_sass-loader.md');
    expect(sass?.reasons).toEqual(['options-changed']);
    expect(sass?.changedSections?.map((section) => section.id)).toEqual(['api']);
    expect(data.locale).toBe('zh');
  });
});
