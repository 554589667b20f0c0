import type {CSSProperties} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, type RenderProps, type Token} from 'prism-react-renderer';
import {codeTheme} from '@site/src/data/codeTheme';
import {mergeTokens} from './mergeTokens';

/** What theme-classic's CodeBlock hands its lines: prism-react-renderer's tokens and props. */
function highlight(code: string, language: string): RenderProps {
  let props: RenderProps | undefined;
  renderToStaticMarkup(
    <Highlight code={code} language={language} theme={codeTheme}>
      {(renderProps) => {
        props = renderProps;
        return null;
      }}
    </Highlight>,
  );
  return props!;
}

const config = `const path = require('path');

module.exports = {
  mode: 'production', // or 'development'
  entry: './src/index.js',
  module: {
    rules: [{test: /\\.css$/i, use: ['style-loader', 'css-loader']}],
  },
};
`;

const samples: [string, string][] = [
  ['js', config],
  ['css', '.hello {\n  color: red;\n  background: url(./icon.png);\n}\n'],
  ['json', '{\n  "scripts": {"build": "webpack --mode production"}\n}\n'],
  ['bash', 'npm install --save-dev webpack webpack-cli\nnpx webpack --config webpack.config.js\n'],
  ['diff', '- const a = 1;\n+ const a = 2;\n  const b = 3;\n'],
  ['html', '<!doctype html>\n<html>\n  <body><script src="main.js"></script></body>\n</html>\n'],
];

/** The style each character of a line is drawn in, blanks left out (their colour cannot be seen). */
function colourOfEachCharacter(line: Token[], styleOf: (token: Token) => CSSProperties | undefined) {
  return line.flatMap((token) =>
    [...token.content].map((character) =>
      /[ \t]/.test(character) ? ' ' : `${character}${JSON.stringify(styleOf(token) ?? {})}`,
    ),
  );
}

describe('mergeTokens', () => {
  test.each(samples)(
    '%s: each line keeps its text and each character its colour, in no more tokens',
    (language, code) => {
      const {tokens, getTokenProps} = highlight(code, language);
      const styleOf = (token: Token) => getTokenProps({token}).style;
      let before = 0;
      let after = 0;
      for (const line of tokens) {
        const merged = mergeTokens(line, styleOf);
        expect(merged.map((t) => t.content).join('')).toBe(line.map((t) => t.content).join(''));
        expect(colourOfEachCharacter(merged, styleOf)).toEqual(colourOfEachCharacter(line, styleOf));
        before += line.length;
        after += merged.length;
      }
      expect(after).toBeLessThanOrEqual(before);
    },
  );

  test('a webpack config needs about half the tokens', () => {
    const {tokens, getTokenProps} = highlight(config, 'js');
    const count = (lines: Token[][]) => lines.reduce((sum, line) => sum + line.length, 0);
    const merged = tokens.map((line) => mergeTokens(line, (token) => getTokenProps({token}).style));
    expect(count(merged)).toBeLessThan(count(tokens) * 0.6);
  });

  const plain = (content: string): Token => ({types: ['plain'], content});
  const punctuation = (content: string): Token => ({types: ['punctuation'], content});
  const comment = (content: string): Token => ({types: ['comment'], content});
  const styles: Record<string, CSSProperties | undefined> = {
    plain: undefined,
    punctuation: {color: 'rgb(212, 212, 212)'},
    comment: {color: 'rgb(106, 153, 85)', fontStyle: 'italic'},
  };
  const styleOf = (token: Token) => styles[token.types[0]!];

  test('joins a token to the previous one of the same style, and blanks to a coloured token', () => {
    expect(mergeTokens([punctuation('}'), punctuation(')'), plain(' '), punctuation(';')], styleOf)).toEqual([
      punctuation('}) ;'),
    ]);
  });

  test('indentation joins the first token; empty tokens are dropped', () => {
    expect(mergeTokens([plain('  '), punctuation('}'), plain('')], styleOf)).toEqual([punctuation('  }')]);
  });

  test('a blank never joins a token styled beyond its colour', () => {
    expect(mergeTokens([comment('// a'), plain(' '), punctuation(';')], styleOf)).toEqual([
      comment('// a'),
      punctuation(' ;'),
    ]);
    expect(mergeTokens([plain('  '), comment('// a')], styleOf)).toEqual([plain('  '), comment('// a')]);
  });

  test('a line of nothing keeps its one token, a line of blanks its blanks', () => {
    const emptyLine: Token[] = [{types: ['plain'], content: '', empty: true}];
    expect(mergeTokens(emptyLine, styleOf)).toEqual(emptyLine);
    expect(mergeTokens([plain('    ')], styleOf)).toEqual([plain('    ')]);
  });
});
