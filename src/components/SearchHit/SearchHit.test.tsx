/** @jest-environment jsdom */
import React from 'react';
import {render} from '@testing-library/react';
import SearchHit from './index';

/** The marked words of a hit: in its title, then its excerpt. */
function marks(excerpt: string, words: string[], title = 'Guide'): string[] {
  const {container} = render(<SearchHit hit={{href: '/guides/tree-shaking/', title, excerpt, words}} />);
  return Array.from(container.querySelectorAll('mark'), (mark) => mark.textContent ?? '');
}

describe('SearchHit excerpt', () => {
  it("keeps pagefind's marks on the query's words, not on its stop words", () => {
    expect(
      marks('Add <mark>the</mark> <mark>banner</mark> to <mark>a</mark> <mark>file</mark>', [
        'banner',
        'file',
      ]),
    ).toEqual(['banner', 'file']);
  });

  it('marks a Chinese word where it occurs whole, not the single characters pagefind matched', () => {
    expect(
      marks('在<mark>树</mark>上晃动，<mark>摇</mark>这棵树；启用摇树优化后', ['摇树优化', 'tree shaking']),
    ).toEqual(['摇树优化']);
  });
});

describe('SearchHit excerpt and the heading above it', () => {
  function excerptOf(hit: {heading?: string; excerpt: string; words: string[]}): string {
    const {container} = render(<SearchHit hit={{href: '/configuration/output/', title: 'Output', ...hit}} />);
    return container.querySelector('[class*="excerpt"]')?.textContent ?? '';
  }

  it('leaves out the heading pagefind starts the excerpt with, which the result shows above it', () => {
    const hit = {
      heading: 'output.filename',
      excerpt: '<mark>output.filename.</mark> Type: string',
      words: [],
    };
    expect(excerptOf(hit)).toBe('Type: string');
    expect(excerptOf({excerpt: 'Output. Where webpack writes', words: []})).toBe('Where webpack writes');
  });

  it("marks the query's Latin words in an excerpt pagefind did not mark (a page's description)", () => {
    expect(marks('Run webpack from a Node.js script', ['node', 'api'], 'Node Interface')).toEqual([
      'Node',
      'Node',
    ]);
  });
});

describe('SearchHit marks', () => {
  it('mark the whole word a Latin query word starts, none it only ends', () => {
    expect(marks('Called when sealing starts, not unsealed', ['seal'])).toEqual(['sealing']);
  });
});
