import {strFromU8, unzipSync} from 'fflate';
import {pageBlocks, projectSteps} from '../../markdown/projects';
import {
  archiveFiles,
  packageJson,
  packageOf,
  pageKey,
  readme,
  usedPackages,
  zipFiles,
  zipPath,
} from './archive';

const fence = (info: string, body: string) => ['```' + info, body, '```', ''].join('\n');
const steps = (...parts: string[]) =>
  projectSteps(pageBlocks({file: 'docs/guides/x.md', source: parts.join('\n')}));
const versions: Record<string, string> = {
  webpack: '5.1.0',
  'webpack-cli': '7.0.0',
  lodash: '4.1.0',
  'css-loader': '7.1.0',
  'style-loader': '4.0.0',
};
const versionOf = (name: string) => versions[name];

test('pageKey and zipPath name a download by page, project and step', () => {
  expect(pageKey('docs/guides/getting-started.md')).toBe('guides/getting-started');
  expect(pageKey('docs/api/index.mdx')).toBe('api/index');
  expect(pageKey('blog/2020-12-08-roadmap-2021.md')).toBe('blog/2020-12-08-roadmap-2021');
  expect(pageKey('src/pages/index.tsx')).toBeUndefined();
  expect(zipPath('guides/x', 'my app', 1, 1)).toBe('/examples/guides/x/my_app.zip');
  expect(zipPath('guides/x', 'a', 2, 3)).toBe('/examples/guides/x/a-step-2.zip');
});

test('usedPackages finds imports, requires and loader names that are installed', () => {
  const known = (name: string) => name in versions;
  expect(packageOf('node:path')).toBeUndefined();
  expect(packageOf('fs')).toBeUndefined();
  expect(packageOf('./local')).toBeUndefined();
  expect(packageOf('@scope/pkg/sub')).toBe('@scope/pkg');
  expect(
    usedPackages(
      [
        "import _ from 'lodash';\nconst path = require('path');",
        "module.exports = {module: {rules: [{test: /\\.css$/, use: ['style-loader', 'css-loader?modules']}]}};",
        "import './x.css'; import('not-installed');",
      ],
      known,
    ),
  ).toEqual(['css-loader', 'lodash', 'style-loader']);
});

test('packageJson keeps the page package.json and pins every dependency', () => {
  const [withPkg] = steps(
    fence(
      'json project="a" title="package.json"',
      '{"name": "demo", "scripts": {"build": "webpack --mode production"}, "dependencies": {"lodash": "^4.0.0"}, "devDependencies": {"webpack": "^5.0.0"}}',
    ),
    fence('js project="a" title="src/index.js"', "import _ from 'lodash';"),
  );
  expect(packageJson(withPkg!.project, versionOf, 'a')).toEqual({
    name: 'demo',
    private: true,
    scripts: {build: 'webpack --mode production'},
    dependencies: {lodash: '4.1.0'},
    devDependencies: {webpack: '5.1.0', 'webpack-cli': '7.0.0'},
  });
  const [bare] = steps(
    fence(
      'js project="b c" title="webpack.config.js"',
      "module.exports = {module: {rules: [{use: 'css-loader'}]}};",
    ),
  );
  expect(packageJson(bare!.project, versionOf, 'b c')).toEqual({
    name: 'b_c',
    private: true,
    scripts: {build: 'webpack'},
    devDependencies: {'css-loader': '7.1.0', webpack: '5.1.0', 'webpack-cli': '7.0.0'},
  });
});

test('the README says how to build and what the build shows, in the page language', () => {
  const [step] = steps(
    fence('js project="a" title="src/index.js"', 'console.log(1);'),
    fence('text project="a" output', 'asset main.js 1 KiB'),
    fence('text project="a" assert', 'emits `main.js`'),
  );
  const en = readme(step!, 'en', 'https://example.org/guides/x/');
  expect(en).toContain('https://example.org/guides/x/');
  expect(en).toContain('npm install\nnpm run build');
  expect(en).toContain('asset main.js 1 KiB');
  expect(en).toMatch(/^- .*`main\.js`/m);
  const zh = readme(step!, 'zh', 'https://example.org/zh/guides/x/');
  expect(zh).toContain('安装并构建');
  expect(zh).toContain('npm install\nnpm run build');
});

test('the zip holds the files as the harness writes them, package.json and README.md', () => {
  const [step] = steps(
    fence('diff project="a" title="src/index.js"', '-old();\n+added();\n kept();'),
    fence('js project="a" title="webpack.config.js"', 'module.exports = {};'),
  );
  const files = archiveFiles(step!, {language: 'en', pageUrl: 'https://example.org/x/', versionOf});
  expect(Object.keys(files).sort()).toEqual([
    'README.md',
    'package.json',
    'src/index.js',
    'webpack.config.js',
  ]);
  expect(files['src/index.js']).toBe('\nadded();\nkept();\n');
  const zip = zipFiles(files);
  const back = Object.fromEntries(Object.entries(unzipSync(zip)).map(([k, v]) => [k, strFromU8(v)]));
  expect(back).toEqual(files);
  // Same files, same bytes (a fixed date in the zip).
  expect(Buffer.from(zipFiles(files)).equals(Buffer.from(zip))).toBe(true);
});
