import {escapeRegExp} from './escapeRegExp';

describe('escapeRegExp', () => {
  it('matches the text to the letter, special characters included', () => {
    const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o --analyze';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false);
  });
});
