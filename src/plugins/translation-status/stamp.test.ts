import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {
  compareWithEnglish,
  describeComparison,
  readSourceHash,
  readStamp,
  sourceHashOf,
  stampTranslation,
  writeStamp,
} from './stamp';
import {pageSections} from './sections';

const english = `---
title: Loaders
sort: 3
---

Loaders transform files.

## A first example

Install it.

## What loaders can do

- They can be synchronous or asynchronous.
`;

const chinese = `---
title: Loader
sort: 3
---

loader 转换文件。

## 第一个示例 {#a-first-example}

安装它。

## loader 能做什么 {#what-loaders-can-do}

- loader 可以是同步的，也可以是异步的。
`;

function stamp(en: string, zh: string, accept?: readonly string[] | 'all'): string {
  const result = stampTranslation('concepts/loaders.md', en, zh, {accept});
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.text;
}

describe('sourceHashOf', () => {
  it('is the first 12 hex characters of sha256 of the raw bytes', () => {
    expect(sourceHashOf(english)).toBe(
      createHash('sha256').update(Buffer.from(english, 'utf8')).digest('hex').slice(0, 12),
    );
    expect(sourceHashOf(Buffer.from(english))).toBe(sourceHashOf(english));
    expect(sourceHashOf('a\n')).not.toBe(sourceHashOf('a\r\n'));
  });
});

describe('pageSections', () => {
  it('cuts a page at its headings, with the front matter and the intro first', () => {
    expect(pageSections('en.md', english).map((s) => [s.id, s.heading])).toEqual([
      ['_front-matter', ''],
      ['_intro', ''],
      ['a-first-example', 'A first example'],
      ['what-loaders-can-do', 'What loaders can do'],
    ]);
    // The translation has the same sections: headings keep the English ids.
    expect(pageSections('zh.md', chinese).map((s) => s.id)).toEqual(
      pageSections('en.md', english).map((s) => s.id),
    );
  });

  it('hashes what a reader would call a change, not whitespace or the stamp', () => {
    const hashes = (text: string) => pageSections('x.md', text).map((s) => s.hash);
    const base = hashes(english);
    expect(hashes(english.replace(/\n/g, '\r\n').replace('Install it.', 'Install it.   \n\n\n'))).toEqual(
      base,
    );
    expect(
      hashes(english.replace('sort: 3', 'sort: 3\nsourceHash: 0123456789ab\ncontributors: [sokra]')),
    ).toEqual(base);
    const changed = hashes(english.replace('asynchronous', 'async'));
    expect(changed.filter((hash, i) => hash !== base[i])).toHaveLength(1);
    expect(hashes(english.replace('title: Loaders', 'title: Loader'))[0]).not.toBe(base[0]);
  });

  it('reads .mdx pages as MDX and refuses two headings with one id', () => {
    const mdx = "---\ntitle: x\n---\n\nimport A from '@theme/A';\n\n## Table {#table}\n\n<A />\n";
    expect(pageSections('x.mdx', mdx).map((s) => s.id)).toEqual(['_front-matter', '_intro', 'table']);
    expect(() => pageSections('x.md', '## A {#same}\n\n## B {#same}\n')).toThrow(
      /x\.md:3: two headings have the id #same/,
    );
  });
});

describe('readStamp / writeStamp', () => {
  const sections = {_intro: {en: '0123abcd', zh: '4567ef01'}, 'my-id': {en: '00000000', zh: '11111111'}};

  it('writes the stamp at the end of the front matter and reads it back', () => {
    const text = writeStamp(chinese, {sourceHash: 'abcdef012345', sections});
    expect(text).toBe(
      chinese.replace(
        'sort: 3\n',
        'sort: 3\nsourceHash: abcdef012345\nsectionHashes:\n  _intro: 0123abcd/4567ef01\n  my-id: 00000000/11111111\n',
      ),
    );
    expect(readStamp(text)).toEqual({sourceHash: 'abcdef012345', sections});
    expect(readSourceHash(text)).toBe('abcdef012345');
  });

  it('quotes a hash that YAML would read as a number', () => {
    for (const sourceHash of ['1e9560485782', '012345678901']) {
      const text = writeStamp(chinese, {sourceHash, sections});
      expect(text).toContain(`sourceHash: '${sourceHash}'`);
      expect(readStamp(text)).toEqual({sourceHash, sections});
    }
  });

  it('replaces an earlier stamp wherever it is and keeps everything else, CRLF and a BOM included', () => {
    const old =
      '\uFEFF---\r\ntitle: x\r\nsourceHash: 000000000000\r\nsectionHashes:\r\n  gone: 00000000/00000000\r\nrelated:\r\n  - title: 缓存\r\n    url: /guides/caching/\r\n---\r\nbody\r\n';
    const text = writeStamp(old, {sourceHash: 'abcdef012345', sections});
    expect(text).toBe(
      '\uFEFF---\r\ntitle: x\r\nrelated:\r\n  - title: 缓存\r\n    url: /guides/caching/\r\nsourceHash: abcdef012345\r\nsectionHashes:\r\n  _intro: 0123abcd/4567ef01\r\n  my-id: 00000000/11111111\r\n---\r\nbody\r\n',
    );
    expect(matter(text.slice(1)).data.related).toEqual([{title: '缓存', url: '/guides/caching/'}]);
  });

  it('quotes ids that are not plain YAML keys', () => {
    const text = writeStamp('---\ntitle: x\n---\n', {
      sourceHash: 'abcdef012345',
      sections: {'a: b': sections._intro},
    });
    expect(text).toContain('  "a: b": 0123abcd/4567ef01\n');
    expect(readStamp(text).sections).toEqual({'a: b': sections._intro});
  });

  it('refuses pages without front matter and malformed stamps, naming the key', () => {
    expect(() => writeStamp('# 标题\n', {sourceHash: 'abcdef012345', sections})).toThrow(/no front matter/);
    expect(() => writeStamp(chinese, {sourceHash: 'xyz', sections})).toThrow(/hex hash/);
    expect(() => readStamp('---\nsourceHash: 12\n---\n')).toThrow(/sourceHash is not 12 hex/);
    expect(() => readStamp('---\nsourceHash: abcdef012345\nsectionHashes:\n  a: 1234\n---\n')).toThrow(
      /sectionHashes\.a is not/,
    );
    expect(() => readStamp('---\nsectionHashes: [a]\n---\n')).toThrow(/must be a map/);
    expect(readSourceHash('---\nsourceHash: nope\n---\n')).toBeUndefined();
    // Outside the front matter it is text, not a stamp.
    expect(readStamp('---\ntitle: x\n---\n\nsourceHash: 0123456789ab\n')).toEqual({});
  });
});

describe('compareWithEnglish and stampTranslation', () => {
  it('stamps a new translation, then finds it current', () => {
    const stamped = stamp(english, chinese);
    expect(readStamp(stamped).sourceHash).toBe(sourceHashOf(english));
    expect(compareWithEnglish('concepts/loaders.md', english, stamped).reasons).toEqual([]);
    expect(describeComparison(compareWithEnglish('concepts/loaders.md', english, stamped))).toEqual([]);
    // Stamping again changes nothing.
    const again = stampTranslation('concepts/loaders.md', english, stamped);
    expect(again.ok && again.changed).toBe(false);
  });

  it('refuses headings that do not carry the English ids', () => {
    const result = stampTranslation(
      'concepts/loaders.md',
      english,
      chinese.replace(' {#what-loaders-can-do}', ''),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      'the English heading #what-loaders-can-do has no heading with that id here (write it as `## 标题 {#what-loaders-can-do}`)',
      "heading #loader-能做什么 is not on the English page (give each heading the English heading's id)",
    ]);
  });

  it('refuses code that is not the English code', () => {
    const withCode = (text: string, code: string) =>
      text.replace(
        /\n## A first example|\n## 第一个示例/,
        (heading) => `\n\`\`\`bash\n${code}\n\`\`\`\n${heading}`,
      );
    const en = withCode(english, 'npm install --save-dev webpack');
    const result = stampTranslation('concepts/loaders.md', en, withCode(chinese, 'npm install webpack'));
    expect(!result.ok && result.problems).toEqual([
      'code block 1 (English line 8, Chinese line 8), line 1: "npm install webpack" should be "npm install --save-dev webpack" (`webpack` where English has `--save-dev`)',
    ]);
    expect(
      compareWithEnglish('concepts/loaders.md', en, withCode(chinese, 'npm install webpack')).reasons,
    ).toContain('code-differs');
    expect(
      stampTranslation('concepts/loaders.md', en, withCode(chinese, 'npm install --save-dev webpack')).ok,
    ).toBe(true);
  });

  it('after an English change, names the changed sections; stamping needs their translation changed', () => {
    const stamped = stamp(english, chinese);
    const newEnglish = english.replace(
      'They can be synchronous or asynchronous.',
      'A loader may return its result directly or call back later.',
    );
    const comparison = compareWithEnglish('concepts/loaders.md', newEnglish, stamped);
    expect(comparison.reasons).toEqual(['english-changed']);
    expect(comparison.changedSections).toEqual([
      {id: 'what-loaders-can-do', heading: 'What loaders can do', translationChanged: false},
    ]);

    const refused = stampTranslation('concepts/loaders.md', newEnglish, stamped);
    expect(!refused.ok && refused.problems).toEqual([
      'section #what-loaders-can-do ("What loaders can do") changed in English since the last stamp, but its translation did not: update it, or pass --accept what-loaders-can-do if it needs no change',
    ]);
    // A change that needs no translation is accepted by name, and only a real one.
    expect(stamp(newEnglish, stamped, ['what-loaders-can-do'])).toContain(
      `sourceHash: ${sourceHashOf(newEnglish)}`,
    );
    const wrongAccept = stampTranslation('concepts/loaders.md', newEnglish, stamped, {
      accept: ['what-loaders-can-do', 'a-first-example'],
    });
    expect(!wrongAccept.ok && wrongAccept.problems).toEqual([
      '--accept a-first-example: no section #a-first-example changed in English without its translation',
    ]);
    // Updating the translated section is the normal way.
    const updated = stamped.replace(
      'loader 可以是同步的，也可以是异步的。',
      'loader 可以直接返回结果，也可以稍后通过回调返回。',
    );
    expect(compareWithEnglish('concepts/loaders.md', newEnglish, updated).changedSections).toEqual([
      {id: 'what-loaders-can-do', heading: 'What loaders can do', translationChanged: true},
    ]);
    expect(compareWithEnglish('concepts/loaders.md', newEnglish, stamp(newEnglish, updated)).reasons).toEqual(
      [],
    );
  });

  it('a stamp without section hashes is upgraded while current, and needs --accept all once the English moved', () => {
    const legacy = chinese.replace('sort: 3\n', `sort: 3\nsourceHash: ${sourceHashOf(english)}\n`);
    expect(compareWithEnglish('concepts/loaders.md', english, legacy).reasons).toEqual(['no-section-hashes']);
    expect(readStamp(stamp(english, legacy)).sections).toBeDefined();

    const newEnglish = english.replace('Install it.', 'Install it first.');
    const refused = stampTranslation('concepts/loaders.md', newEnglish, legacy);
    expect(!refused.ok && refused.problems[0]).toMatch(/no section hashes.*--accept all/);
    expect(readStamp(stamp(newEnglish, legacy, 'all')).sourceHash).toBe(sourceHashOf(newEnglish));
  });
});

/**
 * The real case (commit b6c7a4a): the English concepts/loaders page was reworded in two sections
 * ("Chains run from last to first", "What loaders can do") while its Chinese translation only got
 * a new sourceHash. The fixtures are the two versions of each file from the git history.
 */
describe('the stale translation of concepts/loaders in b6c7a4a', () => {
  const fixture = (name: string) =>
    fs.readFileSync(path.join(__dirname, '__fixtures__/loaders-b6c7a4a', name), 'utf8');
  const enBefore = fixture('en-before.md');
  const enAfter = fixture('en-after.md');
  const zhBefore = fixture('zh-before.md');
  const zhAfter = fixture('zh-after.md');
  const stale = ['chains-run-from-last-to-first', 'what-loaders-can-do'];

  it('is what the history shows: the Chinese changed only in its sourceHash', () => {
    expect(readSourceHash(zhBefore)).toBe(sourceHashOf(enBefore));
    expect(readSourceHash(zhAfter)).toBe(sourceHashOf(enAfter));
    expect(zhAfter.replace(/^sourceHash: .*$/m, '')).toBe(zhBefore.replace(/^sourceHash: .*$/m, ''));
  });

  it('is caught: the check reports the two sections, and the stamp tool refuses', () => {
    // The translation as stamped (with section hashes) against the English it was written for…
    const stamped = stamp(enBefore, zhBefore);
    // …then the English is reworded and only the sourceHash line of the Chinese is edited.
    const handEdited = stamped.replace(/^sourceHash: .*$/m, `sourceHash: ${sourceHashOf(enAfter)}`);

    const comparison = compareWithEnglish('concepts/loaders.md', enAfter, handEdited);
    expect(comparison.reasons).toEqual(['stale-sections']);
    expect(comparison.changedSections.map((s) => [s.id, s.translationChanged])).toEqual(
      stale.map((id) => [id, false]),
    );
    expect(describeComparison(comparison).join('\n')).toMatch(
      /changed in English, translation unchanged: #chains-run-from-last-to-first \("Chains run from last to first"\), #what-loaders-can-do/,
    );

    for (const candidate of [stamped, handEdited]) {
      const result = stampTranslation('concepts/loaders.md', enAfter, candidate);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems.map((p) => /^section #([\w-]+)/.exec(p)?.[1])).toEqual(stale);
    }
  });
});
