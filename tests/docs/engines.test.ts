// The Node.js requirement of runnable projects (package.json "engines.node"), which decides whether
// projects.test.ts builds a project or reports it as skipped.
import {nodeRequirement, satisfiesNodeRange} from './lib/engines';
import {pageBlocks} from './lib/pages';
import {collectProjects} from './lib/projects';

describe('satisfiesNodeRange', () => {
  test.each([
    ['22.13.0', '>=22.13.0', true],
    ['22.12.9', '>=22.13.0', false],
    ['24.1.0', '>=22.13', true],
    ['20.20.2', '>=22', false],
    ['22.13.0', '^22.13.0 || >=23.2.0', true],
    ['22.20.5', '^22.13.0 || >=23.2.0', true],
    ['23.1.0', '^22.13.0 || >=23.2.0', false],
    ['23.2.0', '^22.13.0 || >=23.2.0', true],
    ['20.20.2', '^22.13.0 || >=23.2.0', false],
    ['v25.0.0', '^22.13.0 || >=23.2.0', true],
    ['22.20.0', '22.x', true],
    ['22.14.0', '~22.13.0', false],
    ['23.0.0', '>=22 <24', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfiesNodeRange(version, range)).toBe(expected);
  });

  test.each(['twenty-two', '>=22 <<24', ''])('refuses the range %j instead of guessing', (range) => {
    expect(() => satisfiesNodeRange('22.13.0', range)).toThrow(/engines\.node/);
  });
});

describe('nodeRequirement', () => {
  const project = (pkg: string) =>
    collectProjects(
      pageBlocks({
        file: 'docs/guides/x.md',
        source: ['```json title="package.json" project="p"', pkg, '```', ''].join('\n'),
      }),
    )[0]!;

  test('a project without engines is always built', () => {
    expect(nodeRequirement(project('{"scripts": {"build": "webpack"}}'), '20.0.0')).toEqual({
      satisfied: true,
    });
  });

  test('a project that needs a newer Node.js is not built', () => {
    const p = project('{"engines": {"node": "^22.13.0 || >=23.2.0"}}');
    expect(nodeRequirement(p, '20.20.2')).toEqual({range: '^22.13.0 || >=23.2.0', satisfied: false});
    expect(nodeRequirement(p, '22.18.0')).toEqual({range: '^22.13.0 || >=23.2.0', satisfied: true});
  });

  test('a range the harness cannot read is an error naming the page and line', () => {
    expect(nodeRequirement(project('{"engines": {"node": "twenty-two"}}'), '22.18.0')).toEqual({
      range: 'twenty-two',
      satisfied: false,
      error: expect.stringMatching(/^docs\/guides\/x\.md:1: engines\.node "twenty-two"/),
    });
    expect(nodeRequirement(project('{"engines": {"node": 22}}'), '22.18.0').error).toMatch(
      /must be a string/,
    );
  });
});
