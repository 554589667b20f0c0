import {isPagePath} from './routes';

// The shape Docusaurus generates: the docs plugin's layout route at `/` wraps the doc pages.
const routes = [
  {path: '/blog/', exact: true},
  {path: '/organization/', exact: true},
  {
    path: '/',
    routes: [
      {
        path: '/',
        routes: [
          {path: '/concepts/', exact: true},
          {path: '/api/cli/', exact: true},
        ],
      },
    ],
  },
  {path: '*'},
];

describe('isPagePath', () => {
  it.each(['/blog/', '/organization/', '/concepts/', '/api/cli/'])('%s is a page', (path) => {
    expect(isPagePath(routes, path)).toBe(true);
  });

  it.each(['/404.html', '/concepts/nope/', '/nope/'])('%s is not (the not-found page shows)', (path) => {
    expect(isPagePath(routes, path)).toBe(false);
  });
});
