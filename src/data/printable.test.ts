import {PRINT_QUERY, printSectionHref} from './printable';

describe('printSectionHref', () => {
  it('is the section’s printable page with the query that asks it to print', () => {
    expect(printSectionHref('concepts')).toBe('/concepts/printable/?print');
    expect(new URL(printSectionHref('api'), 'http://x').searchParams.has(PRINT_QUERY)).toBe(true);
  });
});
