// Node.js version facts the docs state and a build cannot show on a single Node.js: checked against
// the Node.js running the tests. experiments.typescript ('auto') needs module.stripTypeScriptTypes,
// which docs/configuration/experiments.md, docs/api/cli.md, docs/guides/typescript.md and the
// concepts pages date to Node.js 22.13.0 and, on the 23 line, 23.2.0 (the 22.6.0 flag
// --experimental-strip-types does not provide it).
import nodeModule from 'node:module';
import webpack from 'webpack';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const documentedToHaveIt = major > 23 || (major === 23 && minor >= 2) || (major === 22 && minor >= 13);
const hasIt = typeof (nodeModule as {stripTypeScriptTypes?: unknown}).stripTypeScriptTypes === 'function';

test(`module.stripTypeScriptTypes is ${documentedToHaveIt ? '' : 'not '}there on Node.js ${process.versions.node}, as the docs say`, () => {
  expect(hasIt).toBe(documentedToHaveIt);
});

test("experiments.typescript: 'auto' resolves to whether Node.js has it, when no rule handles .ts", () => {
  const options = webpack.config.getNormalizedWebpackOptions({mode: 'none'});
  webpack.config.applyWebpackOptionsDefaults(options);
  expect(options.experiments.typescript).toBe(hasIt);
});
