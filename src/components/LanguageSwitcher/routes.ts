import {matchPath} from '@docusaurus/router';

/** The parts of a route of `@generated/routes` that matching needs. */
export interface RouteLike {
  path?: string | string[];
  exact?: boolean;
  routes?: readonly RouteLike[];
}

/**
 * Whether a path is a page of the site: some route chain matches it down to an exact leaf that is
 * not the catch-all `*`. Unknown paths match only a section's layout route (the docs at `/`) or `*`,
 * where Docusaurus shows the not-found page.
 */
export function isPagePath(routes: readonly RouteLike[], pathname: string): boolean {
  return routes.some((route) => {
    if (route.path === '*') return false;
    const match = matchPath(pathname, {path: route.path, exact: route.exact});
    if (!match) return false;
    return route.routes ? isPagePath(route.routes, pathname) : match.isExact;
  });
}
