import type {RouteConfig} from '@docusaurus/types';
import {englishFallbackPaths, showsEnglishSource} from './englishFallback';

describe('showsEnglishSource', () => {
  it('is true for English docs and posts on a translated build only', () => {
    expect(showsEnglishSource('@site/docs/concepts/output.md', 'zh', 'en')).toBe(true);
    expect(showsEnglishSource('docs/loaders/_css-loader.md', 'zh', 'en')).toBe(true);
    expect(showsEnglishSource('blog/2020-10-10-webpack-5-release.md', 'zh', 'en')).toBe(true);
    expect(showsEnglishSource('@site/docs/concepts/output.md', 'en', 'en')).toBe(false);
    expect(
      showsEnglishSource(
        '@site/i18n/zh/docusaurus-plugin-content-docs/current/concepts/output.md',
        'zh',
        'en',
      ),
    ).toBe(false);
    expect(showsEnglishSource('i18n/zh/docusaurus-plugin-content-blog/2020-10-10-x.md', 'zh', 'en')).toBe(
      false,
    );
    expect(showsEnglishSource('src/pages/index.tsx', 'zh', 'en')).toBe(false);
  });
});

describe('englishFallbackPaths', () => {
  const routes: RouteConfig[] = [
    {path: '/zh/', component: 'home', metadata: {sourceFilePath: 'src/pages/index.tsx'}},
    {
      path: '/zh/',
      component: 'docs-root',
      routes: [
        {
          path: '/zh/',
          component: 'version',
          routes: [
            {
              path: '/zh/concepts/',
              component: 'doc',
              metadata: {sourceFilePath: 'i18n/zh/docusaurus-plugin-content-docs/current/concepts/index.md'},
            },
            {
              path: '/zh/concepts/output/',
              component: 'doc',
              metadata: {sourceFilePath: 'docs/concepts/output.md'},
            },
          ],
        },
      ],
    },
    {path: '/zh/blog/x/', component: 'post', metadata: {sourceFilePath: 'blog/2020-01-01-x.md'}},
  ];

  it('finds the nested routes of English pages', () => {
    expect([...englishFallbackPaths(routes, 'zh', 'en')]).toEqual(['/zh/concepts/output/', '/zh/blog/x/']);
    expect(englishFallbackPaths(routes, 'en', 'en').size).toBe(0);
  });
});
