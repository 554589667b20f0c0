/**
 * @jest-environment jsdom
 */
import {readingFragment, withReadingPlace} from './readingPlace';

/** A page whose elements report the given viewport tops (jsdom lays nothing out). */
function page(tops: Record<string, number>): Document {
  document.body.innerHTML = `
    <nav class="navbar"></nav>
    <article><div class="markdown">
      <h2 id="output">output</h2><h3 id="outputfilename">output.filename</h3>
      <p><a id="old-anchor"></a></p><h3 id="outputpath">output.path</h3>
    </div></article>`;
  const rect = (top: number) => ({top, bottom: top + 30}) as DOMRect;
  document.querySelector('.navbar')!.getBoundingClientRect = () => ({top: 0, bottom: 60}) as DOMRect;
  for (const [id, top] of Object.entries(tops)) {
    document.getElementById(id)!.getBoundingClientRect = () => rect(top);
  }
  return document;
}

describe('readingFragment', () => {
  it("keeps the address's anchor while its target is on screen", () => {
    expect(
      readingFragment(
        page({output: -900, outputfilename: 68, 'old-anchor': 300, outputpath: 900}),
        '#old-anchor',
        800,
      ),
    ).toBe('#old-anchor');
  });

  it('otherwise names the last heading scrolled past', () => {
    const doc = page({output: -2000, outputfilename: -1200, 'old-anchor': -900, outputpath: -100});
    expect(readingFragment(doc, '#outputfilename', 800)).toBe('#outputpath');
    expect(readingFragment(doc, '', 800)).toBe('#outputpath');
  });

  it('counts a heading just under the navbar as passed', () => {
    expect(
      readingFragment(page({output: -500, outputfilename: 68, 'old-anchor': 400, outputpath: 900}), '', 800),
    ).toBe('#outputfilename');
  });

  it('at the top of the page: no fragment', () => {
    expect(
      readingFragment(page({output: 300, outputfilename: 500, 'old-anchor': 700, outputpath: 900}), '', 800),
    ).toBe('');
  });
});

describe('withReadingPlace', () => {
  it('replaces or adds the fragment', () => {
    expect(withReadingPlace('/zh/configuration/output/?a=1#x', '#outputpath')).toBe(
      '/zh/configuration/output/?a=1#outputpath',
    );
    expect(withReadingPlace('/zh/configuration/output/', '#outputpath')).toBe(
      '/zh/configuration/output/#outputpath',
    );
    expect(withReadingPlace('/zh/configuration/output/#x', '')).toBe('/zh/configuration/output/');
  });
});
