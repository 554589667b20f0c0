/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import '@testing-library/jest-dom';
import ScrollableTable from './index';

/** jsdom has no layout: each test says how wide the table and its container are, and where it is scrolled. */
function layout(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  return jest.spyOn(Element.prototype, 'scrollLeft', 'get').mockReturnValue(0);
}

beforeAll(() => {
  global.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
});
afterEach(() => jest.restoreAllMocks());

const table = (
  <ScrollableTable>
    <tbody>
      <tr>
        <td>cell</td>
      </tr>
    </tbody>
  </ScrollableTable>
);

describe('ScrollableTable', () => {
  it('makes a table that overflows a named region in the tab order', () => {
    layout(1200, 600);
    render(table);
    const region = screen.getByRole('region', {name: 'Table (scrolls sideways)'});
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.querySelector('table')).toBeInTheDocument();
  });

  it('leaves a table that fits out of the tab order', () => {
    layout(600, 600);
    render(table);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });

  it('says in words, under its right edge, that there is more to the right while there is', () => {
    const scrollLeft = layout(1200, 600);
    render(table);
    const region = screen.getByRole('region');
    const hint = screen.getByTestId('table-scroll-hint');
    expect(hint).toHaveTextContent('Scroll sideways →');
    // The region's name already says it scrolls: the hint is for the eyes only.
    expect(hint).toHaveAttribute('aria-hidden', 'true');
    expect(hint.parentElement).toBe(region.parentElement);

    scrollLeft.mockReturnValue(300);
    act(() => void fireEvent.scroll(region));
    expect(screen.getByTestId('table-scroll-hint')).toBeInTheDocument();

    // Scrolled to the end (within a pixel, as a zoomed page stops): nothing more to the right.
    scrollLeft.mockReturnValue(599.5);
    act(() => void fireEvent.scroll(region));
    expect(screen.queryByTestId('table-scroll-hint')).toBeNull();

    scrollLeft.mockReturnValue(100);
    act(() => void fireEvent.scroll(region));
    expect(screen.getByTestId('table-scroll-hint')).toBeInTheDocument();
  });

  it('shows no hint for a table that fits', () => {
    layout(600, 600);
    render(table);
    expect(screen.queryByTestId('table-scroll-hint')).toBeNull();
  });
});
