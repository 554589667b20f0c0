import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {test, expect} from './fixtures';

/**
 * The blog in Chinese: the posts translated under i18n/zh/docusaurus-plugin-content-blog/ are on
 * the zh blog list (cut at their truncation marker), each post page shows the translation and
 * edits its file, and the zh RSS and Atom feeds carry them under the blog's Chinese title.
 */

const TRANSLATED_BLOG = 'i18n/zh/docusaurus-plugin-content-blog';

const translatedPosts = fs
  .readdirSync(TRANSLATED_BLOG)
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => ({file, title: String(matter.read(path.join(TRANSLATED_BLOG, file)).data.title)}));

const blogOptions = JSON.parse(fs.readFileSync(path.join(TRANSLATED_BLOG, 'options.json'), 'utf8')) as Record<
  string,
  {message: string}
>;

test('there are translated posts to check', () => {
  expect(translatedPosts.length).toBeGreaterThan(0);
});

for (const post of translatedPosts) {
  test(`${post.file}: on the zh blog list, cut at its truncation marker, and on its own page`, async ({
    page,
    problems,
  }) => {
    await page.goto('/zh/blog/');
    const item = page
      .locator('article')
      .filter({has: page.getByRole('heading', {level: 2, name: post.title})});
    await expect(item).toHaveCount(1);
    // Docusaurus links a post's full text from the list only when the post is truncated.
    const readMore = item.getByRole('link', {name: `阅读 ${post.title} 的全文`});
    await expect(readMore).toBeVisible();

    await readMore.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(post.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('link', {name: '编辑此页'})).toHaveAttribute(
      'href',
      new RegExp(`/edit/[^/]+/${TRANSLATED_BLOG}/${post.file.replace(/\./g, '\\.')}$`),
    );
    const text = await page.locator('article').innerText();
    expect(text, 'Markdown that was not parsed').not.toMatch(/\*\*|^:::/m);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);

    // The English post still edits the English file.
    await page.goto(new URL(page.url()).pathname.replace(/^\/zh\//, '/'));
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      new RegExp(`/edit/[^/]+/blog/${post.file.replace(/\./g, '\\.')}$`),
    );
  });
}

test('the zh RSS and Atom feeds carry the translated posts under the Chinese blog title', async ({page}) => {
  const channelTitle = `webpack ${blogOptions.title!.message}`;
  for (const feed of ['rss.xml', 'atom.xml']) {
    const zh = await (await page.request.get(`/zh/blog/${feed}`)).text();
    expect(zh, feed).toContain(`<title>${channelTitle}</title>`);
    for (const post of translatedPosts) expect(zh, feed).toContain(post.title);

    const english = await (await page.request.get(`/blog/${feed}`)).text();
    expect(english, feed).toContain('<title>webpack Blog</title>');
    for (const post of translatedPosts) expect(english, feed).not.toContain(post.title);
  }
});
