import {commonCharacters, homophoneGroups} from './homophones';

describe('commonCharacters', () => {
  it('decodes the 3,755 characters of GB 2312 level 1, from 啊 to 座', () => {
    const characters = commonCharacters();
    expect(characters).toHaveLength(3755);
    expect(characters[0]).toBe('啊');
    expect(characters.at(-1)).toBe('座');
    expect(new Set(characters).size).toBe(3755);
  });

  it('warns and returns none where Node.js has no GBK decoder (small-icu)', () => {
    const decoder = globalThis.TextDecoder;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    globalThis.TextDecoder = class {
      constructor() {
        throw new RangeError('The "gbk" encoding is not supported');
      }
    } as unknown as typeof TextDecoder;
    try {
      expect(commonCharacters()).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no GBK decoder'));
    } finally {
      globalThis.TextDecoder = decoder;
      warn.mockRestore();
    }
  });
});

describe('homophoneGroups', () => {
  const groups = homophoneGroups('钩子 调试 环境变量 配置 类型 条 没用 无');
  const together = (a: string, b: string) => groups.some((group) => group.includes(a) && group.includes(b));

  it('puts characters read alike in one group, whatever the tone', () => {
    expect(together('试', '式')).toBe(true);
    expect(together('量', '亮')).toBe(true);
    expect(together('置', '制')).toBe(true);
    expect(together('钩', '勾')).toBe(true);
  });

  it('groups a character by its usual reading only, so that a rare one makes no false pair', () => {
    expect(together('调', '条')).toBe(true);
    // 没 (mei) and 无 (wu) are both also read mo.
    expect(together('没', '无')).toBe(false);
    expect(together('量', '变')).toBe(false);
  });

  it('keeps only the groups that reach a character of the text', () => {
    expect(homophoneGroups('钩')).toEqual([expect.stringContaining('勾')]);
    expect(homophoneGroups('')).toEqual([]);
    expect(homophoneGroups('Output Management')).toEqual([]);
  });
});
