/** @jest-environment jsdom */
import {act, render, screen} from '@testing-library/react';
import {getPageAnchors, registerPageAnchors, usePageAnchors} from './pageAnchors';

function Titles({docId}: {docId: string}) {
  const anchors = usePageAnchors(docId);
  return <p>{anchors ? anchors.map((a) => a.title).join(', ') : 'not loaded'}</p>;
}

describe('page anchors', () => {
  it('returns what a page registers, by doc id', () => {
    const anchors = [{title: 'A', id: 'a', level: 2 as const}];
    expect(registerPageAnchors('concepts/a', anchors)).toBe(anchors);
    expect(getPageAnchors('concepts/a')).toBe(anchors);
    expect(getPageAnchors('concepts/unknown')).toBeUndefined();
  });

  it('re-renders a reader when the page it waits for registers', () => {
    render(<Titles docId="concepts/later" />);
    expect(screen.getByText('not loaded')).toBeTruthy();
    act(() => {
      registerPageAnchors('concepts/later', [{title: 'Later', id: 'later', level: 2}]);
    });
    expect(screen.getByText('Later')).toBeTruthy();
  });
});
