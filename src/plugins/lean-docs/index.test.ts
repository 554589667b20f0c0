import type {RouteConfig} from '@docusaurus/types';
import {withoutDocDescriptions} from './index';

const doc = (id: string) => ({id, title: id.toUpperCase(), description: `All about ${id}.`, sidebar: 'main'});

describe('withoutDocDescriptions', () => {
  it("drops each doc's description from a nested version route's props, and nothing else", () => {
    const version = {pluginId: 'default', version: 'current', docsSidebars: {main: []}, docs: {a: doc('a')}};
    const route: RouteConfig = {
      path: '/',
      component: 'DocsRoot',
      routes: [
        {path: '/', component: 'DocVersionRoot', props: {version}, routes: [{path: '/a', component: 'Doc'}]},
      ],
    };
    const lean = withoutDocDescriptions(route);
    expect(lean.routes![0]!.props).toEqual({
      version: {...version, docs: {a: {id: 'a', title: 'A', sidebar: 'main'}}},
    });
    expect(lean.routes![0]!.routes).toEqual(route.routes![0]!.routes);
    // The route given is left as it was.
    expect(version.docs.a.description).toBe('All about a.');
  });

  it('leaves a route without version metadata alone', () => {
    const route: RouteConfig = {path: '/blog', component: 'Blog', props: {title: 'Blog'}};
    expect(withoutDocDescriptions(route)).toBe(route);
  });
});
