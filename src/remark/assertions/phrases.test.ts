import {parseAssertionLine, splitCodeSpans} from './parse';
import {phrase, type Part} from './phrases';

const lines = [
  'the build fails',
  'prints `compiled successfully`',
  'does not print `WARNING`',
  'emits `a.js`, `b.js` and `c.js`',
  'does not emit `vendors.js`',
  '`main.js` contains `"https://x"`',
  '`main.js` does not contain `process.env`',
  'option `output.module` is `false`',
  'module `./a.css` has type `css/auto`',
  'module `./a.js` is processed by `babel-loader`',
  'module `./a.js` is not processed by `babel-loader`',
  'module `./a.txt` matches `module.rules[2]`',
  'module `./a.txt` does not match `module.rules[0]`',
  'module `./a.txt` matches no rule',
  'module `./a.js` is in chunk `vendors`',
  'module `./a.js` is not in chunk `main`',
  'module `./a.js` is in layer `legacy`',
  'module `./a.js` is bundled',
  'module `./de.js` is not bundled',
  'entrypoint `main` has 3 chunks',
];

const codes = (parts: Part[]) => parts.flatMap((p) => (typeof p === 'string' ? [] : [p.code]));
const words = (parts: Part[]) => parts.filter((p): p is string => typeof p === 'string').join('');

describe.each(['en', 'zh'] as const)('phrase (%s)', (language) => {
  test.each(lines)('%s: every value is shown as code, and no test syntax as text', (line) => {
    const parts = phrase(parseAssertionLine(line), language);
    expect(codes(parts)).toEqual(expect.arrayContaining(splitCodeSpans(line).codes));
    expect(words(parts)).not.toMatch(/`/);
    expect(words(parts).trim()).not.toBe('');
  });
});

test('English and Chinese say different things (the Chinese is not a copy)', () => {
  for (const line of lines) {
    const a = parseAssertionLine(line);
    expect(words(phrase(a, 'zh'))).not.toBe(words(phrase(a, 'en')));
  }
});
