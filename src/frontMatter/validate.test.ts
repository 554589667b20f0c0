import {assertValidFrontMatter, frontMatterProblems, requiresTitle} from './validate';

const valid = {
  title: 'Entry Points',
  sort: -1,
  group: 'Plugins',
  contributors: ['sokra', 'montogeek'],
  keywords: ['entry file', '多入口'],
  related: [
    {title: 'Caching', url: '/guides/caching/'},
    {title: 'MDN', url: 'https://developer.mozilla.org/'},
  ],
};

describe('front matter contract', () => {
  it('accepts a complete, valid front matter and extra Docusaurus keys', () => {
    expect(frontMatterProblems({...valid, description: 'x', slug: '/a/'}, {requireTitle: true})).toEqual([]);
  });

  it.each([
    [{sort: '3'}, '"sort" must be a number (got "3")'],
    [{sort: Number.NaN}, '"sort" must be a number'],
    [{title: ''}, '"title" must be a non-empty string'],
    [{title: 42}, '"title" must be a non-empty string (got 42)'],
    [{group: ['a']}, '"group" must be a non-empty string'],
    [{contributors: 'sokra'}, '"contributors" must be a list of GitHub handles'],
    [{contributors: ['ok', 'not a handle']}, '"contributors[1]" is not a GitHub handle'],
    [{contributors: ['-bad']}, '"contributors[0]" is not a GitHub handle'],
    [{related: {title: 'x', url: '/x/'}}, '"related" must be a list of {title, url}'],
    [{related: [{title: 'x'}]}, '"related[0].url" must start with / or http(s)://'],
    [{related: [{url: '/x/'}]}, '"related[0].title" must be a non-empty string'],
    [{related: [{title: 'x', url: 'javascript:alert(1)'}]}, '"related[0].url" must start with'],
    [{keywords: 'hmr, hot reload'}, '"keywords" must be a list'],
    [
      {keywords: ['hmr', 'hot reload, live reload']},
      '"keywords[1]" must be a non-empty string without commas',
    ],
    [{keywords: ['热更新，热加载']}, '"keywords[0]" must be a non-empty string without commas'],
    [{keywords: [' ']}, '"keywords[0]" must be a non-empty string'],
  ])('rejects %j', (override, message) => {
    const problems = frontMatterProblems({...valid, ...override}, {requireTitle: true});
    expect(problems.join('\n')).toContain(message);
  });

  it('requires a title on docs and blog pages only', () => {
    expect(frontMatterProblems({}, {requireTitle: true})).toEqual(['"title" is required']);
    expect(frontMatterProblems({}, {requireTitle: false})).toEqual([]);
    expect(requiresTitle('docs/concepts/index.md')).toBe(true);
    expect(requiresTitle('blog/2020-10-10-webpack-5-release.md')).toBe(true);
    expect(requiresTitle('i18n/zh/docusaurus-plugin-content-docs/current/concepts/index.md')).toBe(true);
    expect(requiresTitle('src/pages/markdown-page.md')).toBe(false);
  });

  it('names the file and every bad field in the error', () => {
    expect(() => assertValidFrontMatter({sort: 'x', group: 1}, 'docs/guides/caching.md')).toThrow(
      /Invalid front matter in docs\/guides\/caching\.md:\n {2}- "title" is required\n {2}- "sort" must be a number/,
    );
  });
});
