import {
  bestSubResult,
  excerptParts,
  toHit,
  type PagefindResultData,
  type PagefindSubResult,
} from './pagefind';

function sub(title: string, url: string, scores: number[], anchor = true): PagefindSubResult {
  return {
    title,
    url,
    excerpt: `about <mark>${title}</mark>`,
    anchor: anchor ? {element: 'h2', id: url.split('#')[1] ?? '', text: title, location: 0} : undefined,
    weighted_locations: scores.map((balanced_score, location) => ({weight: 1, balanced_score, location})),
    locations: scores.map((_, location) => location),
  };
}

const page: PagefindResultData = {
  url: '/concepts/module-federation/',
  excerpt: 'page <mark>excerpt</mark>',
  meta: {title: 'Module Federation'},
  sub_results: [
    sub('Module Federation', '/concepts/module-federation/', [1], false),
    sub('Why it exists', '/concepts/module-federation/#why-it-exists', [2, 3]),
    sub('Sharing', '/concepts/module-federation/#sharing', [4]),
  ],
};

describe('search result helpers', () => {
  it('picks the section whose matches weigh most', () => {
    expect(bestSubResult(page)?.title).toBe('Why it exists');
    expect(bestSubResult({...page, sub_results: []})).toBeUndefined();
  });

  it("links to the best section's heading anchor", () => {
    expect(toHit(page)).toEqual({
      href: '/concepts/module-federation/#why-it-exists',
      title: 'Module Federation',
      section: 'Why it exists',
      excerpt: 'about <mark>Why it exists</mark>',
    });
  });

  it('links to the page itself when its top matches best', () => {
    const top = {
      ...page,
      sub_results: [sub('Module Federation', '/concepts/module-federation/', [9], false)],
    };
    const hit = toHit(top);
    expect(hit.href).toBe('/concepts/module-federation/');
    expect(hit.section).toBeUndefined();
  });

  it('splits excerpts into text and highlights, decoding entities and dropping other tags', () => {
    expect(excerptParts('use <mark>splitChunks</mark> &amp; &lt;script&gt; <b>x</b>')).toEqual([
      {text: 'use ', mark: false},
      {text: 'splitChunks', mark: true},
      {text: ' & <script> x', mark: false},
    ]);
    expect(excerptParts('<mark>模块</mark>联邦')).toEqual([
      {text: '模块', mark: true},
      {text: '联邦', mark: false},
    ]);
  });
});
