import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import rehypeAnchorAliases, {addAliases, pagePathOfSource} from './index';

const site = '/site';

describe('pagePathOfSource', () => {
  it.each([
    ['docs/configuration/module.md', '/configuration/module/'],
    ['i18n/zh/docusaurus-plugin-content-docs/current/configuration/module.md', '/configuration/module/'],
    ['docs/api/index.md', '/api/'],
    // A cut version's copy of a page has the page's aliases too.
    ['versioned_docs/version-5/configuration/module.md', '/configuration/module/'],
    ['i18n/zh/docusaurus-plugin-content-docs/version-5/configuration/module.md', '/configuration/module/'],
    ['docs/glossary.md', '/glossary/'],
    ['docs/contribute/translation-status.mdx', '/contribute/translation-status/'],
    ['docs/loaders/_css-loader.md', '/loaders/css-loader/'],
    ['blog/2020-10-10-webpack-5-release.md', '/blog/2020-10-10-webpack-5-release/'],
    [
      'i18n/zh/docusaurus-plugin-content-blog/2020-10-10-webpack-5-release.md',
      '/blog/2020-10-10-webpack-5-release/',
    ],
  ])('%s → %s', (file, page) => {
    expect(pagePathOfSource(site, `${site}/${file}`)).toBe(page);
  });

  it('is undefined for files that are not docs or posts', () => {
    expect(pagePathOfSource(site, `${site}/src/pages/index.tsx`)).toBeUndefined();
  });
});

function run(html: string, file: string, aliases: Record<string, Record<string, string>>): string {
  const processor = unified()
    .use(rehypeParse, {fragment: true})
    .use(rehypeAnchorAliases, {aliases, siteDir: site})
    .use(rehypeStringify);
  return String(processor.processSync({path: `${site}/${file}`, value: html}));
}

describe('rehypeAnchorAliases', () => {
  const html = '<h2 id="ruleinclude">Rule.include</h2><p id="x">text</p>';

  it('adds each alias as an empty anchor inside the element with our id', () => {
    expect(
      run(html, 'docs/configuration/module.md', {'/configuration/module/': {'rule-include': 'ruleinclude'}}),
    ).toBe(
      '<h2 id="ruleinclude"><a id="rule-include" class="anchor-alias" aria-hidden="true"></a>Rule.include</h2><p id="x">text</p>',
    );
  });

  it('applies the same aliases to the translation', () => {
    expect(
      run(html, 'i18n/zh/docusaurus-plugin-content-docs/current/configuration/module.md', {
        '/configuration/module/': {'rule-include': 'ruleinclude'},
      }),
    ).toContain('<a id="rule-include"');
  });

  it("uses the site's aliases when given none (the config passes none: its options ship in main.js)", () => {
    const processor = unified()
      .use(rehypeParse, {fragment: true})
      // Not strict: the fragment has only one of the ids the page's aliases point at.
      .use(rehypeAnchorAliases, {siteDir: site, strict: false})
      .use(rehypeStringify);
    const cli = '<h2 id="commands">Commands</h2>';
    expect(String(processor.processSync({path: `${site}/docs/api/cli.md`, value: cli}))).toContain(
      '<a id="init" class="anchor-alias"',
    );
  });

  it('leaves other pages alone', () => {
    expect(run(html, 'docs/configuration/output.md', {'/configuration/module/': {a: 'x'}})).toBe(html);
  });

  it('adds nothing for an alias that is a real id already (the site check reports it)', () => {
    expect(run(html, 'docs/configuration/module.md', {'/configuration/module/': {x: 'ruleinclude'}})).toBe(
      html,
    );
  });

  it('fails with the page and the alias when our id is not on the page', () => {
    const tree = unified().use(rehypeParse, {fragment: true}).parse(html);
    expect(() => addAliases(tree, '/configuration/module/', {'rule-exclude': 'ruleexclude'})).toThrow(
      /\/configuration\/module\/ has no element with id "ruleexclude" for the alias "rule-exclude"/,
    );
  });

  it('skips an alias whose section a translation lacks (the site check reports it)', () => {
    const tree = unified().use(rehypeParse, {fragment: true}).parse(html);
    addAliases(tree, '/configuration/module/', {'rule-exclude': 'ruleexclude'}, {strict: false});
    expect(tree).toEqual(unified().use(rehypeParse, {fragment: true}).parse(html));
  });
});
