import {pinyin} from 'pinyin-pro';

const CJK_CHARACTER = /[\u3400-\u9fff\uf900-\ufaff]/gu;

/**
 * The 3,755 most common Chinese characters (level 1 of GB 2312), which is what an input method
 * offers first: decoded from their code points, so that no list has to be kept here.
 */
export function commonCharacters(): string[] {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder('gbk');
  } catch {
    // A Node.js built with small-icu has no GBK decoder: the headings' own characters still count.
    console.warn(
      '[search-index] no GBK decoder in this Node.js: Chinese typos use the headings’ characters only',
    );
    return [];
  }
  const characters: string[] = [];
  // Rows 0xB0–0xD7, columns 0xA1–0xFE; the last row ends at 0xF9.
  for (let row = 0xb0; row <= 0xd7; row++) {
    for (let column = 0xa1; column <= (row === 0xd7 ? 0xf9 : 0xfe); column++) {
      characters.push(decoder.decode(Uint8Array.of(row, column)));
    }
  }
  return characters;
}

/**
 * Groups of Chinese characters read alike (tones aside), each group one string: what a reader's
 * input method may put in place of the right character (调式 for 调试, 环境变亮 for 环境变量). Built
 * from the common characters and those of `text` (the site's titles and headings), each by its usual
 * reading: with every reading, a rare one made false pairs (没 and 无 are both read mo, so 没用 was
 * corrected to 无用), so each character is in one group at most. Only the groups that hold a
 * character of `text` are kept, the only ones a typo can be corrected through, and of those only
 * groups of two or more.
 */
export function homophoneGroups(text: string): string[] {
  const own = new Set(text.match(CJK_CHARACTER) ?? []);
  // A locale without Chinese headings (English) has no typo to correct this way.
  if (own.size === 0) return [];
  const characters = new Set([...commonCharacters(), ...own]);
  const byReading = new Map<string, string>();
  for (const character of characters) {
    const reading = pinyin(character, {toneType: 'none'});
    if (/^[a-zü]+$/.test(reading)) byReading.set(reading, (byReading.get(reading) ?? '') + character);
  }
  return [...byReading.entries()]
    .filter(([, group]) => [...group].length > 1 && [...group].some((character) => own.has(character)))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, group]) => group);
}
