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
