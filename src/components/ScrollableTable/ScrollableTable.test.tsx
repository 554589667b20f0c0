/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import '@testing-library/jest-dom';
import ScrollableTable from './index';

/** jsdom has no layout: each test says how wide the table and its container are. */
function layout(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
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
});
