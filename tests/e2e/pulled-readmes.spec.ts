import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {pulledPackages, routeFor, titleFor} from '../../src/data/pulledPackages';
import {escapeRegExp} from '../../src/text/escapeRegExp';

/** Every package listed in src/data/pulledPackages.ts has its page, with repository and edit links. */
test('every pulled loader and plugin page has its title, a repository link and an edit link', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  const problems: string[] = [];
  for (const pkg of pulledPackages) {
    const route = routeFor(pkg);
    const response = await page.request.get(route);
    if (response.status() !== 200) {
      problems.push(`${route}: status ${response.status()}`);
      continue;
    }
    const facts = await servedFacts(page, await response.text());
    const h1 = facts.h1;
    if (h1.length !== 1 || h1[0] !== titleFor(pkg)) problems.push(`${route}: h1 ${JSON.stringify(h1)}`);

    const repo = facts.repository;
    if (!repo || !/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/.test(repo)) {
      problems.push(`${route}: repository link ${repo}`);
      continue;
    }
    const edit = facts.edit;
    if (!edit || !new RegExp(`^${repo.replace(/[.]/g, '\\.')}/edit/[\\w.-]+/README\\.md$`).test(edit)) {
      problems.push(`${route}: edit link ${edit} does not open the README in ${repo}`);
    }
  }
  expect(problems).toEqual([]);
});

/**
 * What readers of README pages ran into: GitHub alerts as raw `[!NOTE]`, unnamed images and
 * checkboxes, links that send them to webpack.js.org for pages this site has.
 */
test('pulled pages show alerts as admonitions, name their images and checkboxes, and link here', async ({
  page,
  request,
}) => {
  test.setTimeout(5 * 60_000);
  const problems: string[] = [];
  /** Whether this site has the page (and the id) a webpack.js.org link points at. */
  const here = new Map<string, Promise<string | undefined>>();
  const localHtml = (path: string) => {
    if (!here.has(path)) {
      here.set(
        path,
        request.get(path).then((response) => (response.status() === 200 ? response.text() : undefined)),
      );
    }
    return here.get(path)!;
  };
  let admonitions = 0;
  for (const pkg of pulledPackages) {
    const route = routeFor(pkg);
    const facts = await servedFacts(page, await (await request.get(route)).text());
    const alert = /\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/i.exec(facts.articleText);
    if (alert) problems.push(`${route}: raw ${alert[0]}`);
    admonitions += facts.admonitions;
    for (const src of facts.imagesWithoutAlt) problems.push(`${route}: img without alt ${src}`);
    for (let i = 0; i < facts.unlabelledCheckboxes; i++) problems.push(`${route}: checkbox without a label`);
    const external = facts.webpackJsOrgLinks;
    for (const href of external) {
      const {pathname, hash} = new URL(href, 'https://webpack.js.org/');
      const html = await localHtml(pathname);
      const id = decodeURIComponent(hash.slice(1));
      if (html && (!id || new RegExp(`\\sid=["']?${escapeRegExp(id)}["'\\s>]`).test(html))) {
        problems.push(`${route}: links ${href}, but this site has ${pathname}${hash}`);
      }
    }
  }
  expect(problems).toEqual([]);
  // css-loader alone has a dozen; none at all would mean the conversion broke.
  expect(admonitions).toBeGreaterThan(20);
});

test('the loaders and plugins index pages link every pulled package', async ({page}) => {
  for (const section of ['loaders', 'plugins'] as const) {
    // The links are in the server's HTML: read there, without loading the page.
    const response = await page.request.get(`/${section}/`);
    expect(response.status(), `/${section}/`).toBe(200);
    const hrefs = new Set(
      await page.evaluate(
        (html) =>
          Array.from(
            new DOMParser().parseFromString(html, 'text/html').querySelectorAll('article a[href]'),
            (a) => a.getAttribute('href'),
          ),
        await response.text(),
      ),
    );
    for (const pkg of pulledPackages.filter((p) => p.section === section)) {
      expect(hrefs, `/${section}/ links ${routeFor(pkg)}`).toContain(routeFor(pkg));
    }
  }
});

/**
 * What the checks below read of a page, from the HTML the server sends, parsed by the browser's
 * DOMParser: all of it is in that HTML (tests/e2e/crawl.spec.ts loads and hydrates every page).
 */
function servedFacts(page: Page, html: string) {
  return page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const linkNamed = (name: RegExp) =>
      Array.from(doc.querySelectorAll('a[href]')).find((a) =>
        name.test(a.getAttribute('aria-label') ?? a.textContent ?? ''),
      );
    const article = doc.querySelector('article');
    return {
      h1: Array.from(doc.querySelectorAll('h1')).map((h) => (h.textContent ?? '').trim()),
      repository: linkNamed(/^\s*Jump to repository\s*$/)?.getAttribute('href') ?? null,
      edit: linkNamed(/Edit this page/)?.getAttribute('href') ?? null,
      articleText: article?.textContent ?? '',
      admonitions: article?.querySelectorAll('.theme-admonition').length ?? 0,
      imagesWithoutAlt: Array.from(article?.querySelectorAll('img') ?? [])
        .filter((img) => !img.getAttribute('alt')?.trim())
        .map((img) => img.getAttribute('src')),
      unlabelledCheckboxes: Array.from(article?.querySelectorAll('input[type=checkbox]') ?? []).filter(
        (box) => !box.getAttribute('aria-label')?.trim(),
      ).length,
      webpackJsOrgLinks: Array.from(article?.querySelectorAll('a[href*="//webpack.js.org/"]') ?? []).map(
        (a) => a.getAttribute('href')!,
      ),
    };
  }, html);
}
