/** @jest-environment jsdom */
import React from 'react';
import {render} from '@testing-library/react';
import SearchHit from './index';

function marks(excerpt: string, words: string[]): string[] {
  const {container} = render(
    <SearchHit hit={{href: '/guides/tree-shaking/', title: 'Guide', excerpt, words}} />,
  );
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
