import {codeDifference, hasCommentRules, isDirective, tokenizeCode} from './codeTokens';

const texts = (code: string, lang: string) => tokenizeCode(code, lang)!.tokens.map((t) => t.text);
const comments = (code: string, lang: string) => tokenizeCode(code, lang)!.comments.map((t) => t.text);
/** Whether the translation keeps the English code (comments may differ). */
const same = (english: string, chinese: string, lang: string, options?: {sameLines?: boolean}) =>
  codeDifference(english, chinese, lang, options) === undefined;

describe('JavaScript and TypeScript (TypeScript scanner)', () => {
  const english = [
    '#!/usr/bin/env node',
    "const path = require('path'); // Node's path module",
    '/* Where the bundle goes */',
    'module.exports = {',
    "  output: {path: path.resolve(__dirname, 'dist')},",
    '};',
  ].join('\n');

  it('leaves out comments, keeps the shebang, strings and identifiers', () => {
    expect(texts(english, 'js')).toEqual([
      '#!/usr/bin/env node',
      ...['const', 'path', '=', 'require', '(', "'path'", ')', ';'],
      ...['module', '.', 'exports', '=', '{'],
      ...[
        'output',
        ':',
        '{',
        'path',
        ':',
        'path',
        '.',
        'resolve',
        '(',
        '__dirname',
        ',',
        "'dist'",
        ')',
        '}',
        ',',
      ],
      ...['}', ';'],
    ]);
    expect(comments(english, 'js')).toEqual(["// Node's path module", '/* Where the bundle goes */']);
    expect(tokenizeCode(english, 'js')!.tokens[1]).toEqual({text: 'const', line: 2});
  });

  it('accepts translated comments, even of another length or on other lines', () => {
    const chinese = english
      .replace("// Node's path module", '// Node.js 的 path 模块')
      .replace('/* Where the bundle goes */', '/*\n * bundle 输出到哪里\n */');
    expect(same(english, chinese, 'js')).toBe(true);
    expect(same(english, english.replace(" // Node's path module", ''), 'js')).toBe(true);
  });

  it('flags a changed string, identifier or number', () => {
    expect(codeDifference(english, english.replace("'dist'", "'build'"), 'js')).toEqual({
      englishLine: 5,
      chineseLine: 5,
      english: "'dist'",
      chinese: "'build'",
    });
    expect(codeDifference(english, english.replace('__dirname', '__filename'), 'js')).toMatchObject({
      english: '__dirname',
      chinese: '__filename',
    });
    expect(same('x = 1;', 'x = 2;', 'js')).toBe(false);
    // Whitespace inside a string is the string's.
    expect(same("x = 'a b';", "x = 'a  b';", 'js')).toBe(false);
    // Quotes are part of the string as written.
    expect(same("x = 'a';", 'x = "a";', 'js')).toBe(false);
  });

  it('flags a statement added inside what looks like a comment in a string', () => {
    const code = "const url = 'http://example.com/*';\nrun(url);";
    expect(texts(code, 'js')).toContain("'http://example.com/*'");
    expect(same(code, code.replace("'http://example.com/*'", "'http://example.com/*/'; evil()"), 'js')).toBe(
      false,
    );
    const template = 'const s = `// ${name} /* */`;';
    expect(comments(template, 'js')).toEqual([]);
    expect(same(template, template.replace('/* */', '/* 注释 */'), 'js')).toBe(false);
  });

  it('reads the whole token sequence, not the layout', () => {
    expect(same('a({b: 1});', 'a( { b : 1 } ) ;', 'js')).toBe(true);
    expect(same('a({b: 1});', 'a({b: 1}); b();', 'js')).toBe(false);
    expect(codeDifference('a();', 'a();\nb();', 'js')).toEqual({
      englishLine: 2,
      chineseLine: 2,
      english: undefined,
      chinese: 'b',
    });
  });

  it('tells a regular expression from a division', () => {
    // Scanned as a division, `\/\/` would start a comment and hide the rest of the line.
    const regex = 'const re = /https?:\\/\\//; run(re);';
    expect(texts(regex, 'js')).toContain('/https?:\\/\\//');
    expect(same(regex, regex.replace('run(re)', 'run(re, true)'), 'js')).toBe(false);
    expect(texts('a = b / c / d;', 'js')).toEqual(['a', '=', 'b', '/', 'c', '/', 'd', ';']);
    expect(texts('if (/x/.test(s)) f(a) / 2;', 'js')).toContain('/x/');
    expect(texts('rules: [{test: /\\.css$/i}]', 'js')).toContain('/\\.css$/i');
  });

  it('reads template literals with substitutions, and braces inside them', () => {
    const code = 'const s = `a ${ {x: 1}.x } b // c`; // comment';
    expect(texts(code, 'js')).toEqual([
      ...['const', 's', '=', '`a ${', '{', 'x', ':', '1', '}', '.', 'x', '} b // c`', ';'],
    ]);
    expect(comments(code, 'js')).toEqual(['// comment']);
    // After the template, a `}` closes the function again.
    const after = 'function f() {\n  return `${a}`;\n} // done\nconst t = `x`;';
    expect(comments(after, 'js')).toEqual(['// done']);
    expect(texts(after, 'js').slice(-5)).toEqual(['}', 'const', 't', '=', '`x`', ';'].slice(-5));
  });

  it('reads JSX text as words, and comments only where JSX has them', () => {
    const code = [
      'const App = () => (',
      '  <div className="app">',
      '    {/* The title */}',
      '    <h1>Hello // world</h1>',
      '    <img src={logo} />',
      '  </div>',
      ');',
    ].join('\n');
    expect(comments(code, 'jsx')).toEqual(['/* The title */']);
    expect(texts(code, 'jsx')).toEqual(
      expect.arrayContaining(['Hello', '//', 'world', '</', 'h1', '/', 'logo']),
    );
    expect(same(code, code.replace('/* The title */', '/* 标题 */'), 'jsx')).toBe(true);
    expect(same(code, code.replace('Hello // world', 'Hello // 世界'), 'jsx')).toBe(false);
    // `js` blocks are read with JSX; a comparison is not a tag.
    expect(texts('if (a < b) c(); // d', 'js')).toEqual(['if', '(', 'a', '<', 'b', ')', 'c', '(', ')', ';']);
  });

  it('reads TypeScript generics, not JSX, in ts blocks', () => {
    const code = 'const id = <T,>(x: T): T => x; // identity\nconst n = <number>value;';
    expect(comments(code, 'ts')).toEqual(['// identity']);
    expect(texts(code, 'ts')).toEqual(expect.arrayContaining(['<', 'number', '>', 'value']));
  });

  it('keeps comments that are code: magic comments, directives, JSDoc types', () => {
    const code = [
      '// eslint-disable-next-line no-console',
      'import(/* webpackChunkName: "lodash" */ \'lodash\');',
      '/** @type {import("webpack").Configuration} */',
      'const config = {}; // the configuration',
      '/// <reference types="webpack/module" />',
      'const x = /*#__PURE__*/ f();',
      '/*! license: MIT */',
      '// highlight-next-line',
    ].join('\n');
    expect(comments(code, 'js')).toEqual(['// the configuration']);
    expect(
      same(code, code.replace('webpackChunkName: "lodash"', 'webpackChunkName: "lodash-es"'), 'js'),
    ).toBe(false);
    expect(same(code, code.replace('// eslint-disable-next-line no-console', '// 禁用 eslint'), 'js')).toBe(
      false,
    );
    expect(same(code, code.replace('// the configuration', '// 配置'), 'js')).toBe(true);
  });

  it('compares lines too for a block whose lines are highlighted by number', () => {
    const english = '// Entry\nentry: "./src",\n// Output\noutput: {}';
    const chinese = '// 入口\nentry: "./src",\n// 输出\noutput: {}';
    expect(same(english, chinese, 'js', {sameLines: true})).toBe(true);
    const twoLines = chinese.replace('// 入口', '// 入口\n// 第二行');
    expect(same(english, twoLines, 'js')).toBe(true);
    expect(codeDifference(english, twoLines, 'js', {sameLines: true})).toEqual({
      englishLine: 2,
      chineseLine: 3,
      english: 'entry',
      chinese: 'entry',
    });
    expect(codeDifference(english, `${chinese}\n// 结尾`, 'js', {sameLines: true})).toEqual({
      englishLine: 5,
      chineseLine: 5,
    });
  });
});

describe('JSON', () => {
  const english = '{\n  // the name\n  "name": "app", /* why */\n  "private": true\n}';
  it('leaves out // and /* */ comments, not the strings', () => {
    expect(texts(english, 'json')).toEqual(['{', '"name"', ':', '"app"', ',', '"private"', ':', 'true', '}']);
    expect(
      same(english, english.replace('// the name', '// 名称').replace('/* why */', '/* 原因 */'), 'json'),
    ).toBe(true);
    expect(same(english, english.replace('"app"', '"app2"'), 'json')).toBe(false);
    expect(same('{"url": "http://x//y"}', '{"url": "http://x//z"}', 'json')).toBe(false);
    expect(texts('{"a": "// not a comment"}', 'json5')).toContain('"// not a comment"');
  });
});

describe('shell', () => {
  it('reads # comments at the start of a word, outside quotes', () => {
    const code = [
      '#!/bin/bash',
      '# Install webpack',
      'npm install --save-dev webpack # the core',
      'echo "issue #1" \'#2\' a#b ${#list} $#',
      'echo \\# done',
    ].join('\n');
    expect(comments(code, 'bash')).toEqual(['# Install webpack', '# the core']);
    expect(texts(code, 'bash')).toEqual([
      '#!/bin/bash',
      ...['npm', 'install', '--save-dev', 'webpack'],
      ...['echo', '"issue #1"', "'#2'", 'a#b', '${#list}', '$#'],
      ...['echo', '\\#', 'done'],
    ]);
    expect(same(code, code.replace('# Install webpack', '# 安装 webpack'), 'bash')).toBe(true);
    expect(same(code, code.replace('"issue #1"', '"问题 #1"'), 'bash')).toBe(false);
    expect(same(code, code.replace('--save-dev webpack', '--save-dev webpack@4'), 'sh')).toBe(false);
    expect(same(code, code.replace('#!/bin/bash', '#!/bin/zsh'), 'bash')).toBe(false);
  });

  it('keeps whitespace inside quotes, not between words', () => {
    expect(same('echo "a  b"', 'echo "a b"', 'bash')).toBe(false);
    expect(same('npx  webpack   --watch', 'npx webpack --watch', 'bash')).toBe(true);
    expect(same('npx webpack --watch', 'npx webpack--watch', 'bash')).toBe(false);
  });
});

describe('CSS, Sass and Less', () => {
  it('reads /* */ comments, and // in scss and less only at the start of a word', () => {
    const css = '/* Base */\nbody { color: red; /* why */ }\n.a::before { content: "/* not */"; }';
    expect(comments(css, 'css')).toEqual(['/* Base */', '/* why */']);
    expect(texts(css, 'css')).toContain('"/* not */";');
    expect(same(css, css.replace('/* Base */', '/* 基础样式 */'), 'css')).toBe(true);
    expect(same(css, css.replace('red', 'blue'), 'css')).toBe(false);
    const scss = '// Colors\n$red: #f00; // brand\n.a { background: url(http://x.org/a.png); }';
    expect(comments(scss, 'scss')).toEqual(['// Colors', '// brand']);
    expect(texts(scss, 'scss')).toContain('url(http://x.org/a.png);');
    expect(same(scss, scss.replace('// brand', '// 品牌色'), 'less')).toBe(true);
    // In plain CSS, `//` is not a comment.
    expect(same('a { b: c } // d', 'a { b: c } // 注释', 'css')).toBe(false);
  });
});

describe('HTML, XML and Markdown', () => {
  it('reads <!-- --> comments', () => {
    const html = '<!doctype html>\n<!-- The app -->\n<div id="app"><!-- filled by the bundle --></div>';
    expect(comments(html, 'html')).toEqual(['<!-- The app -->', '<!-- filled by the bundle -->']);
    expect(texts(html, 'html')).toEqual(['<!doctype', 'html>', '<div', 'id="app">', '</div>']);
    expect(same(html, html.replace('<!-- The app -->', '<!-- 应用 -->'), 'html')).toBe(true);
    expect(same(html, html.replace('id="app"', 'id="root"'), 'html')).toBe(false);
    expect(same('# Title <!-- a -->\n\ntext', '# Title <!-- 注释 -->\n\ntext', 'md')).toBe(true);
    expect(same('<a/> <!-- a -->', '<a/> <!-- b --> <b/>', 'xml')).toBe(false);
    expect(isDirective('<!--[if IE]><p>old</p><![endif]-->')).toBe(true);
  });
});

describe('YAML', () => {
  it('reads # comments after whitespace, outside quoted scalars', () => {
    const yaml = "# Deploy\nname: 'it''s #1' # the name\ntitle: Don't # stop\nurl: http://x.org/#top";
    expect(comments(yaml, 'yaml')).toEqual(['# Deploy', '# the name', '# stop']);
    expect(texts(yaml, 'yml')).toEqual([
      ...['name:', "'it''s #1'"],
      ...['title:', "Don't"],
      ...['url:', 'http://x.org/#top'],
    ]);
    expect(same(yaml, yaml.replace('# the name', '# 名称'), 'yaml')).toBe(true);
    expect(same(yaml, yaml.replace("'it''s #1'", "'it''s #2'"), 'yaml')).toBe(false);
  });
});

describe('INI and TOML', () => {
  it('reads whole-line # and ; comments in INI, # comments in TOML', () => {
    const ini = '# Labels\n; more\nmenu.open=Open # not a comment\nurl=http://x/#a';
    expect(comments(ini, 'ini')).toEqual(['# Labels', '; more']);
    expect(texts(ini, 'properties')).toEqual([
      'menu.open=Open',
      '#',
      'not',
      'a',
      'comment',
      'url=http://x/#a',
    ]);
    expect(same(ini, ini.replace('# Labels', '# 标签'), 'ini')).toBe(true);
    expect(same(ini, ini.replace('# not a comment', '# 注释'), 'ini')).toBe(false);
    const toml = '# Budget\nfood = 20 # per day\nname = "a # b"';
    expect(comments(toml, 'toml')).toEqual(['# Budget', '# per day']);
    expect(same(toml, toml.replace('"a # b"', '"a # c"'), 'toml')).toBe(false);
  });
});

describe('other languages', () => {
  it('have no comment rules: compared byte for byte, line by line', () => {
    expect(hasCommentRules('text')).toBe(false);
    expect(hasCommentRules('diff')).toBe(false);
    expect(hasCommentRules(null)).toBe(false);
    expect(hasCommentRules('JS')).toBe(true);
    expect(tokenizeCode('a # b', 'text')).toBeUndefined();
    expect(codeDifference('a\n# b', 'a\n# 注释', 'text')).toEqual({
      englishLine: 2,
      chineseLine: 2,
      english: '# b',
      chinese: '# 注释',
    });
    expect(codeDifference('a  b', 'a b', 'nginx')).toMatchObject({englishLine: 1});
    expect(codeDifference('a', 'a', 'text')).toBeUndefined();
  });
});
