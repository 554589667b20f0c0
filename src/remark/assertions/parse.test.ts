import {assertionForms, parseAssertionLine, parseAssertions, splitCodeSpans} from './parse';

describe('splitCodeSpans', () => {
  test('replaces code spans by a placeholder and keeps their text', () => {
    expect(splitCodeSpans('`main.js`  contains `"https://x"`')).toEqual({
      skeleton: '\u0000 contains \u0000',
      codes: ['main.js', '"https://x"'],
    });
  });

  test('a longer run of backticks quotes a backtick, and one space on both sides is stripped', () => {
    expect(splitCodeSpans('prints `` `a` ``').codes).toEqual(['`a`']);
    expect(splitCodeSpans('prints ` x `').codes).toEqual(['x']);
    expect(splitCodeSpans('prints `  `').codes).toEqual(['  ']);
  });

  test('an unclosed code span is an error', () => {
    expect(() => splitCodeSpans('prints `main.js')).toThrow('not closed');
    expect(() => splitCodeSpans('prints ``a`')).toThrow('not closed');
  });
});

describe('parseAssertionLine', () => {
  test.each([
    ['the build fails', {kind: 'build-fails'}],
    ['prints `compiled successfully`', {kind: 'prints', text: 'compiled successfully', negated: false}],
    ['does not print `WARNING`', {kind: 'prints', text: 'WARNING', negated: true}],
    ['emits `main.js`', {kind: 'emits', files: ['main.js'], negated: false}],
    ['emits `a.js`, `b.js` and `c.js`', {kind: 'emits', files: ['a.js', 'b.js', 'c.js'], negated: false}],
    ['does not emit `vendors.js`, `x.js`', {kind: 'emits', files: ['vendors.js', 'x.js'], negated: true}],
    [
      '`main.js` contains `"https://x"`',
      {kind: 'contains', file: 'main.js', text: '"https://x"', negated: false},
    ],
    [
      '`main.js` does not contain `process.env`',
      {kind: 'contains', file: 'main.js', text: 'process.env', negated: true},
    ],
    ['option `output.module` is `false`', {kind: 'option', path: 'output.module', value: 'false'}],
    [
      'module `./src/a.css` has type `css/auto`',
      {kind: 'module-type', module: './src/a.css', type: 'css/auto'},
    ],
    [
      'module `./src/a.js` is processed by `babel-loader`',
      {kind: 'module-loader', module: './src/a.js', loader: 'babel-loader', negated: false},
    ],
    [
      'module `./src/a.js` is not processed by `babel-loader`',
      {kind: 'module-loader', module: './src/a.js', loader: 'babel-loader', negated: true},
    ],
    [
      'module `./a.txt` matches `module.rules[2]`',
      {kind: 'module-rule', module: './a.txt', rule: 2, negated: false},
    ],
    [
      'module `./a.txt` does not match `module.rules[0]`',
      {kind: 'module-rule', module: './a.txt', rule: 0, negated: true},
    ],
    ['module `./a.txt` matches no rule', {kind: 'module-rule', module: './a.txt', negated: true}],
    [
      'module `./a.js` is in chunk `vendors`',
      {kind: 'module-chunk', module: './a.js', chunk: 'vendors', negated: false},
    ],
    [
      'module `./a.js` is not in chunk `main`',
      {kind: 'module-chunk', module: './a.js', chunk: 'main', negated: true},
    ],
    ['module `./a.js` is in layer `legacy`', {kind: 'module-layer', module: './a.js', layer: 'legacy'}],
    ['module `./a.js` is bundled', {kind: 'module-bundled', module: './a.js', negated: false}],
    ['module `./de.js` is not bundled', {kind: 'module-bundled', module: './de.js', negated: true}],
    ['entrypoint `main` has 3 chunks', {kind: 'entrypoint-chunks', entrypoint: 'main', count: 3}],
    ['entrypoint `main` has 1 chunk', {kind: 'entrypoint-chunks', entrypoint: 'main', count: 1}],
  ])('%s', (line, expected) => {
    expect(parseAssertionLine(line)).toEqual(expected);
  });

  test('every form of the vocabulary is covered above', () => {
    expect(assertionForms).toHaveLength(20);
  });

  test.each([
    ['emits main.js', 'is not an assertion'],
    ['emit `main.js`', 'is not an assertion'],
    ['emits `main.js`.', 'is not an assertion'],
    ['Emits `main.js`', 'is not an assertion'],
    ['module `./a.js` matches `rules[0]`', 'is not a rule'],
    ['emits ``', 'not closed'],
  ])('rejects %s', (line, message) => {
    expect(() => parseAssertionLine(line)).toThrow(message);
  });

  test('an unknown line lists the forms', () => {
    expect(() => parseAssertionLine('bundles `main.js`')).toThrow(/the forms are:\n {2}the build fails\n/);
  });
});

describe('parseAssertions', () => {
  test('skips blank lines and keeps each line’s index and text', () => {
    const parsed = parseAssertions('\nemits `main.js`\n\nthe build fails\n');
    expect(parsed.map((a) => [a.index, a.kind, a.source])).toEqual([
      [1, 'emits', 'emits `main.js`'],
      [3, 'build-fails', 'the build fails'],
    ]);
  });

  test('names the line of an error', () => {
    expect(() => parseAssertions('emits `main.js`\nemits main.js\n')).toThrow(
      expect.objectContaining({
        index: 1,
        message: expect.stringContaining('"emits main.js" is not an assertion'),
      }),
    );
  });

  test('an empty block is an error', () => {
    expect(() => parseAssertions('\n\n')).toThrow('at least one assertion');
  });
});
