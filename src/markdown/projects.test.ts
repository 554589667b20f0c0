import {collectProjects, pageBlocks, projectSteps} from './projects';

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
    // A file the page shows only later was there unchanged: its first version.
    expect([...steps[0]!.project.files.keys()]).toEqual(['src/index.js', 'src/extra.js']);
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

  it('leaves out projects with authoring errors and orders the steps by line', () => {
    const blocks = page(
      fence('js project="broken"', 'no title'),
      fence('js project="b" title="b.js"', '1'),
      fence('js project="a" title="a.js"', '1'),
    );
    expect(projectSteps(blocks).map((s) => s.project.name)).toEqual(['b', 'a']);
  });
});
