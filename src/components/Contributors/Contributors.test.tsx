/** @jest-environment jsdom */
import React from 'react';
import {act, render, screen} from '@testing-library/react';
import '@testing-library/jest-dom';
import Contributors, {avatarUrl} from '.';

type Callback = (entries: {isIntersecting: boolean}[]) => void;
let intersect: Callback = () => {};

beforeEach(() => {
  (window as unknown as {IntersectionObserver: unknown}).IntersectionObserver = class {
    constructor(callback: Callback) {
      intersect = callback;
    }
    observe() {}
    disconnect() {}
  };
});

describe('Contributors', () => {
  it('shows placeholders until the list scrolls into view, then GitHub avatars of size 90', () => {
    render(<Contributors handles={['sokra', 'montogeek']} />);
    expect(screen.queryAllByRole('img', {name: 'sokra'})[0]).not.toHaveAttribute('src');
    expect(screen.getAllByTestId('avatar-placeholder')).toHaveLength(2);

    act(() => intersect([{isIntersecting: true}]));
    expect(screen.getByRole('img', {name: 'sokra'})).toHaveAttribute(
      'src',
      'https://github.com/sokra.png?size=90',
    );
    expect(screen.getByRole('link', {name: /montogeek/})).toHaveAttribute(
      'href',
      'https://github.com/montogeek',
    );
  });

  it('renders nothing without contributors', () => {
    const {container} = render(<Contributors handles={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('builds avatar URLs from handles', () => {
    expect(avatarUrl('TheLarkInn')).toBe('https://github.com/TheLarkInn.png?size=90');
  });
});
