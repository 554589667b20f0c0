import fs from 'fs';
import os from 'os';
import path from 'path';
import {docRoute, readSitePages} from './site';

describe('docRoute', () => {
  it('follows the file path, index pages and slugs', () => {
    expect(docRoute('guides/caching.md', {})).toBe('/guides/caching/');
    expect(docRoute('loaders/index.md', {})).toBe('/loaders/');
    expect(docRoute('index.mdx', {})).toBe('/');
    expect(docRoute('migrate/5.md', {slug: '/migrate/5/'})).toBe('/migrate/5/');
    expect(docRoute('api/x.md', {slug: 'other'})).toBe('/api/other/');
  });
});

describe('readSitePages', () => {
  let siteDir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, file), text);
  };

  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulled-readmes-site-'));
    write(
      'docs/configuration/module.md',
      '---\ntitle: Module\n---\n\n## Rule.include\n\n## Condition {#condition}\n\n## Only in English\n',
    );
    write(
      'i18n/zh/docusaurus-plugin-content-docs/current/configuration/module.md',
      '---\ntitle: 模块\n---\n\n## Rule.include {#ruleinclude}\n\n## 条件 {#condition}\n',
    );
    write('docs/migrate/5.md', '---\ntitle: To 5\nslug: /migrate/5/\n---\n\n## Preparations\n');
    write('docs/loaders/_css-loader.md', '---\ntitle: css-loader\n---\n\n## Options\n');
    write('src/pages/index.tsx', '');
    write('src/pages/organization.tsx', '');
    write('src/pages/index.module.css', '');
  });

  afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  it('knows the ids a page has in every locale', () => {
    const site = readSitePages(siteDir, undefined, {});
    expect([...(site.anchors('/configuration/module/') ?? [])].sort()).toEqual(['condition', 'ruleinclude']);
    expect([...(site.anchors('/migrate/5/') ?? [])]).toEqual(['preparations']);
  });

  it("counts webpack.js.org's ids that a page carries as aliases", () => {
    const site = readSitePages(siteDir, undefined, {
      '/configuration/module/': {'rule-include': 'ruleinclude'},
    });
    expect([...(site.anchors('/configuration/module/') ?? [])].sort()).toEqual([
      'condition',
      'rule-include',
      'ruleinclude',
    ]);
  });

  it('knows React pages (no ids) and not pulled READMEs or missing pages', () => {
    const site = readSitePages(siteDir);
    expect(site.anchors('/')).toEqual(new Set());
    expect(site.anchors('/organization/')).toEqual(new Set());
    expect(site.anchors('/index.module/')).toBeUndefined();
    expect(site.anchors('/loaders/css-loader/')).toBeUndefined();
    expect(site.anchors('/guides/native-css/')).toBeUndefined();
    expect(site.redirects.get('/get-started/')).toBe('/guides/getting-started/');
  });
});
