import {docIdsInOrder, printableDocs, printableIdPrefix, printablePath} from './pages';

const doc = (id: string) => ({id, title: id, source: `@site/docs/${id}.md`, permalink: `/${id}/`});

describe('printable pages', () => {
  it('takes the docs in sidebar order, skipping headings and flattening categories', () => {
    const sidebar = [
      {type: 'doc', id: 'api/index'},
      {type: 'html'},
      {type: 'category', items: [{type: 'doc', id: 'api/cli'}]},
      {type: 'doc', id: 'api/node'},
    ];
    expect(docIdsInOrder(sidebar)).toEqual(['api/index', 'api/cli', 'api/node']);
  });

  it('fails loudly when the sidebar names a doc that does not exist', () => {
    expect(() => printableDocs([{type: 'doc', id: 'x'}], new Map())).toThrow(/"x", which is not a doc/);
  });

  it('resolves docs by id', () => {
    const docs = new Map([['a', doc('a')]]);
    expect(printableDocs([{type: 'doc', id: 'a'}], docs)).toEqual([doc('a')]);
  });

  it('builds the route under the version path', () => {
    expect(printablePath('/', 'concepts')).toBe('/concepts/printable/');
    expect(printablePath('/zh/', 'api')).toBe('/zh/api/printable/');
    expect(printablePath('/zh', 'api')).toBe('/zh/api/printable/');
  });

  it('prefixes the ids of each doc with its page name', () => {
    expect(printableIdPrefix('/zh/concepts/entry-points/')).toBe('entry-points-');
    expect(printableIdPrefix('/concepts/')).toBe('concepts-');
    expect(() => printableIdPrefix('/')).toThrow(/no page name/);
  });
});
