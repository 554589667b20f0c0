import type {Paragraph, PhrasingContent} from 'mdast';
import {parseMarkdown} from '../../src/markdown';
import {parseDefaultStatement} from './defaultStatement';

/** The inline nodes of a Markdown line, as the entry reader hands them over after `Default:`. */
const inline = (markdown: string): PhrasingContent[] =>
  (parseMarkdown(markdown).tree.children[0] as Paragraph).children;
const parse = (markdown: string) => parseDefaultStatement(inline(markdown));

describe('parseDefaultStatement', () => {
  it('reads one value for every scenario', () => {
    expect(parse("`'[name].js'`")).toEqual({
      kind: 'clauses',
      clauses: [{expression: "'[name].js'", modes: [], targets: [], otherwise: false, probes: []}],
      prose: undefined,
    });
  });

  it('reads values per mode and target, "otherwise", and "not set"', () => {
    const statement = parse('`true` (development, none); not set (target node); `false` (otherwise)');
    expect(statement).toMatchObject({
      clauses: [
        {expression: 'true', modes: ['development', 'none']},
        {targets: ['node']},
        {expression: 'false', otherwise: true},
      ],
    });
    expect(statement.kind === 'clauses' && 'expression' in statement.clauses[1]!).toBe(false);
  });

  it('reads "with" settings, links around code, and prose after a dash', () => {
    const statement = parse(
      "`'[name].js'`; `'[name].mjs'` (with [`output.module: true`](#outputmodule)) — a function gets `'[id].js'`",
    );
    expect(statement).toMatchObject({
      clauses: [
        {expression: "'[name].js'"},
        {expression: "'[name].mjs'", probes: [{key: 'output.module', expression: 'true'}]},
      ],
      prose: "a function gets '[id].js'",
    });
    expect(parse("`true` (with `output.resourceHints: {}`, `target: 'es5'`)")).toMatchObject({
      clauses: [{probes: [{key: 'output.resourceHints'}, {key: 'target', expression: "'es5'"}]}],
    });
    expect(parse('`{}` (with `package.json: {name: "app"}`)')).toMatchObject({
      clauses: [{probes: [{key: 'package.json', expression: '{name: "app"}'}]}],
    });
  });

  it('reads "the value of" another option and "see the properties below"', () => {
    expect(parse('the value of [`output.chunkFilename`](#outputchunkfilename)')).toMatchObject({
      clauses: [{valueOfOption: 'output.chunkFilename'}],
    });
    expect(parse('see the properties below')).toEqual({kind: 'properties'});
  });

  it('reads a value stated by its kind: "a function", "an array"', () => {
    expect(
      parse('a function (development); `false` (otherwise) — it returns `true` for `node_modules`'),
    ).toMatchObject({
      clauses: [
        {valueKind: 'function', modes: ['development']},
        {expression: 'false', otherwise: true},
      ],
      prose: 'it returns true for node_modules',
    });
    expect(parse('an array — the built-in rules')).toMatchObject({clauses: [{valueKind: 'array'}]});
  });

  it.each([
    ['`true` in development', 'expected ";" before the next value'],
    [
      'depends on the target',
      'expected a value in a code span, "not set", "the value of `option.path`", "a function" or "an array"',
    ],
    ['`true` (in production)', 'expected a condition'],
    ['`true` (target browser)', 'expected a target (web, node)'],
    ['`true` (with output.module)', 'expected `option.path: value` in a code span after "with"'],
    ['`true` (production, otherwise)', '"otherwise" stands alone'],
    ['`true` (production', 'expected "," or ")"'],
    ['a string', 'expected "function" or "array" after "a"/"an"'],
  ])('rejects %s', (markdown, message) => {
    expect(() => parse(markdown)).toThrow(message);
  });
});
