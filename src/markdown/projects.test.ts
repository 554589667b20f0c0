import fs from 'node:fs';
import path from 'node:path';
import {collectProjects, pageBlocks, projectSteps} from './projects';

const ROOT = path.resolve(__dirname, '../..');

const fence = (info: string, body: string) => ['```' + info, body, '```', ''].join('\n');
const page = (...parts: string[]) => pageBlocks({file: 'docs/guides/x.md', source: parts.join('\n')});

describe('projectSteps', () => {
  it('gives a project built once one step: the project collectProjects gives', () => {
    const blocks = page(
      fence('js project="a" title="src/index.js"', 'console.log(1);'),
      fence('js project="a" title="webpack.config.js"', 'module.exports = {};'),
      fence('text project="a" output', 'asset main.js 1 KiB'),
    );
    const steps = projectSteps(blocks);
    expect(steps).toHaveLength(1);
    expect(steps[0]!.project).toEqual(collectProjects(blocks)[0]);
    expect(steps[0]).toMatchObject({step: 1, steps: 1, first: {line: 1}});
  });

  it('starts a step after a shown build, with the next block that changes a file', () => {
    const blocks = page(
      fence('js project="a" title="src/index.js"', 'console.log(1);'),
      fence('text project="a" output', 'asset main.js 1 KiB'),
      // The same text again changes nothing.
      fence('js project="a" title="src/index.js"', 'console.log(1);'),
      fence('js project="a" title="src/index.js"', 'console.log(2);'),
      fence('js project="a" title="src/extra.js"', 'export {};'),
      fence('text project="a" output', 'asset main.js 2 KiB'),
    );
    const steps = projectSteps(blocks);
    expect(steps.map((s) => [s.step, s.steps, s.first.line])).toEqual([
      [1, 2, 1],
      [2, 2, 13],
    ]);
    expect(steps[0]!.project.files.get('src/index.js')!.content).toBe('console.log(1);\n');
    // Only what the page has shown by then: src/extra.js comes in the second step.
    expect([...steps[0]!.project.files.keys()]).toEqual(['src/index.js']);
    expect(steps[0]!.project.output!.content).toBe('asset main.js 1 KiB\n');
    expect(steps[1]!.project).toEqual(collectProjects(blocks)[0]);
  });

  it('offers a project whose earlier step lacks its entry as one step', () => {
    const blocks = page(
      fence('js project="a" title="webpack.config.js"', "module.exports = {entry: './src/index.js'};"),
      fence('text project="a" output', 'asset main.js 1 KiB'),
      fence('js project="a" title="src/index.js"', 'console.log(2);'),
      fence('text project="a" output', 'asset main.js 2 KiB'),
    );
    const steps = projectSteps(blocks);
    expect(steps.map((s) => [s.step, s.steps, s.first.line])).toEqual([[1, 1, 1]]);
    expect(steps[0]!.project).toEqual(collectProjects(blocks)[0]);
  });

  it('does not offer a step that needs a file the page shows only later: it joins the next step', () => {
    const blocks = page(
      fence('js project="a" title="src/index.js"', "import './extra.js';"),
      fence('text project="a" output', 'asset main.js 1 KiB'),
      fence('js project="a" title="src/extra.js"', 'export {};'),
      fence('text project="a" output', 'asset main.js 2 KiB'),
      fence('js project="a" title="src/more.js"', 'export {};'),
      fence('text project="a" output', 'asset main.js 3 KiB'),
    );
    const steps = projectSteps(blocks);
    // Step 1 as shown imports src/extra.js, which the page shows after its build.
    expect(steps.map((s) => [s.step, s.steps, s.first.line])).toEqual([
      [1, 2, 1],
      [2, 2, 17],
    ]);
    expect([...steps[0]!.project.files.keys()]).toEqual(['src/index.js', 'src/extra.js']);
    expect(steps[0]!.project.output!.content).toBe('asset main.js 2 KiB\n');
    expect(steps[1]!.project).toEqual(collectProjects(blocks)[0]);
  });

  it('ends a step at a build command the page shows, and counts a file the page showed before', () => {
    // The shape of guides/getting-started: a first project, then the next one adds a configuration
    // (built with a shell command), then an npm script (built, with output), and restates the
    // first project's source at the end.
    const source = "import _ from 'lodash';\nconsole.log(_.sortBy([2, 1]));";
    const blocks = page(
      fence('js project="cli" title="src/index.js"', source),
      fence('bash', 'npx webpack'),
      fence('text project="cli" output', 'asset main.js 1 KiB'),
      fence('js project="app" title="webpack.config.js"', "module.exports = {entry: './src/index.js'};"),
      fence('bash', 'npx webpack --config webpack.config.js'),
      fence('json project="app" title="package.json"', '{"scripts": {"build": "webpack"}}'),
      fence('bash npm2yarn', 'npm install lodash'),
      fence('bash', 'npm run build'),
      fence('text project="app" output', 'asset main.js 1 KiB'),
      fence('js project="app" title="src/index.js"', source),
      fence('text project="app" tree', 'app\n└── src'),
    );
    const steps = projectSteps(blocks).filter((s) => s.project.name === 'app');
    expect(steps.map((s) => [s.step, s.steps, s.first.line])).toEqual([
      [1, 2, 14],
      [2, 2, 22],
    ]);
    // The configuration, and the source the page showed above (the same text): what a reader has.
    expect([...steps[0]!.project.files.keys()].sort()).toEqual(['src/index.js', 'webpack.config.js']);
    expect(steps[0]!.project.files.get('src/index.js')!.line).toBe(1);
    expect(steps[1]!.project).toEqual(collectProjects(blocks).find((p) => p.name === 'app'));
    // A command that builds nothing (npm install) ends no step.
    expect(projectSteps(blocks).filter((s) => s.project.name === 'cli')).toHaveLength(1);
  });

  it('does not offer a step without a file the page has the reader write in a block of no project', () => {
    const blocks = page(
      fence('js project="a" title="src/index.js"', 'console.log(1);'),
      // The reader writes this configuration now; the project's own comes later.
      fence('js title="webpack.config.js"', "module.exports = {mode: 'development'};"),
      fence('bash', 'npm start'),
      fence('js project="a" title="webpack.config.js"', "module.exports = {mode: 'production'};"),
      fence('text project="a" output', 'asset main.js 1 KiB'),
    );
    expect(projectSteps(blocks).map((s) => [s.step, s.steps, s.first.line])).toEqual([[1, 1, 1]]);
  });

  it("still does so when another project's block of the same name comes in between", () => {
    const blocks = page(
      fence('js project="a" title="src/index.js"', 'console.log(1);'),
      fence('js title="webpack.config.js"', "module.exports = {mode: 'development'};"),
      // A second example on the page (guides/author-libraries): not what the reader of "a" wrote.
      fence('js project="b" title="webpack.config.js"', "module.exports = {mode: 'none'};"),
      fence('js project="b" title="src/index.js"', 'console.log(2);'),
      fence('text project="a" output', 'asset main.js 1 KiB'),
      fence('js project="a" title="webpack.config.js"', "module.exports = {mode: 'production'};"),
      fence('text project="a" output', 'asset main.js 1 KiB'),
    );
    const stepsOfA = projectSteps(blocks).filter((s) => s.project.name === 'a');
    expect(stepsOfA.map((s) => [s.step, s.steps, s.first.line])).toEqual([[1, 1, 1]]);
  });

  it("tells a restated file from another project's side example, on the real guides", () => {
    // getting-started restates getting-started-cli's files: its first step is the reader's. In
    // author-libraries, author-libraries-global-object's webpack.config.js is a side example.
    const stepsOf = (file: string, name: string) =>
      projectSteps(pageBlocks({file, source: fs.readFileSync(path.join(ROOT, file), 'utf8')}))
        .filter((s) => s.project.name === name)
        .map((s) => s.step);
    expect(stepsOf('docs/guides/getting-started.md', 'getting-started')).toEqual([1, 2]);
    expect(stepsOf('docs/guides/author-libraries.md', 'author-libraries')).toEqual([1, 2]);
  });

  it('does not offer a step whose configuration names a loader the page shows later', () => {
    const blocks = page(
      fence(
        'js project="a" title="webpack.config.js"',
        "module.exports = {resolveLoader: {modules: ['loaders']}, module: {rules: [{test: /x/, loader: 'timing-loader'}]}};",
      ),
      fence('js project="a" title="src/index.js"', 'console.log(1);'),
      fence('text project="a" output', 'asset main.js 1 KiB'),
      fence('js project="a" title="loaders/timing-loader.js"', 'module.exports = (s) => s;'),
      fence('text project="a" assert', 'emits `main.js`'),
    );
    expect(projectSteps(blocks).map((s) => [s.step, s.steps])).toEqual([[1, 1]]);
  });

  it('gives an earlier step only its own output and tree, not a tree of the finished project above it', () => {
    const blocks = page(
      fence('text project="a" tree', 'a\n├── src\n│   ├── extra.js\n│   └── index.js'),
      fence('js project="a" title="src/index.js"', 'console.log(1);'),
      fence('text project="a" output', 'asset main.js 1 KiB'),
      fence('js project="a" title="src/extra.js"', 'export {};'),
      fence('text project="a" output', 'asset main.js 2 KiB'),
    );
    const steps = projectSteps(blocks);
    expect(steps.map((s) => s.step)).toEqual([1, 2]);
    expect(steps[0]!.project.tree).toBeUndefined();
    expect(steps[0]!.project.output!.content).toBe('asset main.js 1 KiB\n');
    expect(steps[1]!.project.tree!.line).toBe(1);
  });

  it('leaves out projects with authoring errors and orders the steps by line', () => {
    const blocks = page(
      fence('js project="broken"', 'no title'),
      fence('js project="b" title="b.js"', '1'),
      fence('js project="a" title="a.js"', '1'),
    );
    expect(projectSteps(blocks).map((s) => s.project.name)).toEqual(['b', 'a']);
  });
});
