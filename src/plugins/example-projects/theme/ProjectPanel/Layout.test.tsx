import {fileTree} from './Layout';

type Node = ReturnType<typeof fileTree>[number];
/** A folder as [name, its entries], a file as its name. */
const names = (nodes: Node[]): unknown[] =>
  nodes.map((node) => (node.path === undefined ? [node.name, names(node.children)] : node.name));

test('fileTree lists folders first, then files by name regardless of case', () => {
  const tree = fileTree([
    'webpack.config.js',
    'README.md',
    'src/index.js',
    'package.json',
    'src/a/b.js',
    'dist/x.js',
  ]);
  expect(names(tree)).toEqual([
    ['dist', ['x.js']],
    ['src', [['a', ['b.js']], 'index.js']],
    'package.json',
    'README.md',
    'webpack.config.js',
  ]);
});
