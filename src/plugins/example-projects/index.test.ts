import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {strFromU8, unzipSync} from 'fflate';
import matter from 'gray-matter';
// Docusaurus's own slug rules: what the routes must agree with.
import getSlug from '@docusaurus/plugin-content-docs/lib/slug.js';
import {DefaultNumberPrefixParser} from '@docusaurus/plugin-content-docs/lib/numberPrefix.js';
import {parseBlogFileName} from '@docusaurus/plugin-content-blog/lib/blogUtils.js';
import {pageRoute, pageUrlOf, writeZips} from './index';
import {projectPages} from './pages';
import {ZH_DOCS_DIR} from '../pulled-readmes/zh';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const fence = (info: string, body: string) => ['```' + info, body, '```', ''].join('\n');

/** The route Docusaurus gives a docs file (relative to its content folder) or a blog post. */
function docusaurusRoute(file: string, source: string): string {
  const frontMatter = matter(source).data as {slug?: string; id?: string};
  const blog = /^(?:blog|i18n\/[^/]+\/docusaurus-plugin-content-blog)\/(.+)$/.exec(file);
  if (blog) return `${path.posix.join('/blog', frontMatter.slug ?? parseBlogFileName(blog[1]!).slug)}/`;
  const relative = file.replace(new RegExp(`^(docs|${ZH_DOCS_DIR})/`), '');
  const slug = getSlug({
    baseID:
      frontMatter.id ??
      DefaultNumberPrefixParser(path.posix.basename(relative, path.posix.extname(relative))).filename,
    source: `@site/docs/${relative}`,
    sourceDirName: path.posix.dirname(relative),
    frontMatterSlug: frontMatter.slug,
  });
  return slug.endsWith('/') ? slug : `${slug}/`;
}

test('every project page is linked at the route Docusaurus gives it, in both locales', () => {
  const pages = (['en', 'zh'] as const).flatMap((language) =>
    projectPages(REPO_ROOT, language).filter((page) => page.source.includes('project=')),
  );
  const withSlug = pages.filter((page) => /^slug:/m.test(page.source));
  // The migrate pages and a blog post have projects and a slug.
  expect(withSlug.map((page) => page.file)).toEqual(
    expect.arrayContaining([
      'docs/migrate/5.md',
      `${ZH_DOCS_DIR}/migrate/5.md`,
      'blog/2020-12-08-roadmap-2021.md',
    ]),
  );
  for (const page of pages.filter((p) => !p.file.startsWith('i18n/zh/pulled/'))) {
    expect([page.file, pageRoute(page)]).toEqual([page.file, docusaurusRoute(page.file, page.source)]);
  }
});

test("a zip's README links the page's slug, not its file path, in both locales", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'project-url-'));
  try {
    const page = (slug: string) =>
      [
        '---',
        'title: X',
        ...(slug ? [`slug: ${slug}`] : []),
        '---',
        '',
        fence('js project="demo" title="src/index.js"', 'console.log(1);'),
      ].join('\n');
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('docs/migrate/x.md', page('/upgrade/x/'));
    write(`${ZH_DOCS_DIR}/migrate/x.md`, page('/upgrade/x-zh/'));
    write('docs/guides/y.md', page('renamed'));
    write('blog/2021-02-03-post.md', page(''));
    const readme = (language: 'en' | 'zh', zip: string) => {
      const out = path.join(dir, 'build', language);
      writeZips(dir, out, language, (p) =>
        pageUrlOf(p, 'https://example.org', language === 'zh' ? '/zh/' : '/'),
      );
      return strFromU8(unzipSync(fs.readFileSync(path.join(out, zip)))['README.md']!);
    };
    expect(readme('en', 'examples/migrate/x/demo.zip')).toContain('https://example.org/upgrade/x/');
    expect(readme('zh', 'examples/migrate/x/demo.zip')).toContain('https://example.org/zh/upgrade/x-zh/');
    expect(readme('en', 'examples/guides/y/demo.zip')).toContain('https://example.org/guides/renamed/');
    expect(readme('zh', 'examples/guides/y/demo.zip')).toContain('https://example.org/zh/guides/renamed/');
    expect(readme('en', 'examples/blog/2021-02-03-post/demo.zip')).toContain(
      'https://example.org/blog/2021/02/03/post/',
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
