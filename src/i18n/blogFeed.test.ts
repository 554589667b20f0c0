import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {blogFeedText} from './blogFeed';

const english = {siteTitle: 'webpack', blogTitle: 'Blog', blogDescription: 'News of the project.'};
const siteDirs: string[] = [];
afterAll(() => siteDirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function siteWith(options: unknown): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-feed-'));
  siteDirs.push(siteDir);
  const dir = path.join(siteDir, 'i18n', 'zh', 'docusaurus-plugin-content-blog');
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(
    path.join(dir, 'options.json'),
    typeof options === 'string' ? options : JSON.stringify(options),
  );
  return siteDir;
}

describe('blogFeedText', () => {
  it("gives this site's Chinese feed the blog's Chinese title and description", () => {
    const siteDir = path.resolve(__dirname, '../..');
    const zh = blogFeedText({siteDir, locale: 'zh', ...english});
    expect(zh.title).toBe('webpack 博客');
    expect(zh.description).toMatch(/[\u4e00-\u9fff]/);
    expect(blogFeedText({siteDir, locale: 'en', ...english})).toEqual({
      title: 'webpack Blog',
      description: 'News of the project.',
    });
  });

  it('keeps the English text that a locale does not translate', () => {
    const siteDir = siteWith({title: {message: '博客'}});
    expect(blogFeedText({siteDir, locale: 'zh', ...english})).toEqual({
      title: 'webpack 博客',
      description: 'News of the project.',
    });
    expect(blogFeedText({siteDir, locale: 'fr', ...english}).title).toBe('webpack Blog');
  });

  it('names the file when it cannot be read', () => {
    expect(() => blogFeedText({siteDir: siteWith('{"title": '), locale: 'zh', ...english})).toThrow(
      /options\.json is not valid JSON/,
    );
    expect(() => blogFeedText({siteDir: siteWith({title: {message: ''}}), locale: 'zh', ...english})).toThrow(
      /options\.json: "title\.message" must be a non-empty string/,
    );
  });
});
