/**
 * The "Print Section" link and the printable page it opens: the page asks the browser to print only
 * when its address carries the query, and drops it first, so that a reload, a bookmark or a shared
 * link of /{section}/printable/ shows the page without opening the print dialog again.
 */
export const PRINT_QUERY = 'print';

/** Where "Print Section" goes: `concepts` → `/concepts/printable/?print` (the locale's base added by `<Link>`). */
export const printSectionHref = (section: string): string => `/${section}/printable/?${PRINT_QUERY}`;
