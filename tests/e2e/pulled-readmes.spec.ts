import {test, expect} from './fixtures';
import {pulledPackages, routeFor, titleFor} from '../../src/data/pulledPackages';

/** Every package listed in src/data/pulledPackages.ts has its page, with repository and edit links. */
test('every pulled loader and plugin page has its title, a repository link and an edit link', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  const problems: string[] = [];
  for (const pkg of pulledPackages) {
    const route = routeFor(pkg);
    const response = await page.goto(route);
    if (response?.status() !== 200) {
      problems.push(`${route}: status ${response?.status()}`);
      continue;
    }
    const h1 = (await page.locator('h1').allTextContents()).map((t) => t.trim());
    if (h1.length !== 1 || h1[0] !== titleFor(pkg)) problems.push(`${route}: h1 ${JSON.stringify(h1)}`);

    const repo = await page.getByRole('link', {name: 'Jump to repository'}).getAttribute('href');
    if (!repo || !/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/.test(repo)) {
      problems.push(`${route}: repository link ${repo}`);
      continue;
    }
    const edit = await page.getByRole('link', {name: /Edit this page/}).getAttribute('href');
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
    await page.goto(route);
    const article = page.locator('article');
    const text = await article.innerText();
    const alert = /\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/i.exec(text);
    if (alert) problems.push(`${route}: raw ${alert[0]}`);
    admonitions += await article.locator('.theme-admonition').count();
    for (const img of await article.locator('img').all()) {
      if (!(await img.getAttribute('alt'))?.trim())
        problems.push(`${route}: img without alt ${await img.getAttribute('src')}`);
    }
    for (const box of await article.locator('input[type=checkbox]').all()) {
      if (!(await box.getAttribute('aria-label'))?.trim())
        problems.push(`${route}: checkbox without a label`);
    }
    const external = await article
      .locator('a[href*="//webpack.js.org/"]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of external) {
      const {pathname, hash} = new URL(href);
      const html = await localHtml(pathname);
      const id = decodeURIComponent(hash.slice(1));
      if (
        html &&
        (!id || new RegExp(`\\sid=["']?${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\\s>]`).test(html))
      ) {
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
    await page.goto(`/${section}/`);
    const hrefs = new Set(
      await page.locator('article a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    );
    for (const pkg of pulledPackages.filter((p) => p.section === section)) {
      expect(hrefs, `/${section}/ links ${routeFor(pkg)}`).toContain(routeFor(pkg));
    }
  }
});
