import type {PropSidebarItemCategory, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import {
  anchorItems,
  anchorsLoaderItem,
  anchorsLoaderOf,
  headingCountOf,
  isPageGroup,
  pageCategory,
  pageWithoutHeadings,
  sidebarPage,
} from './pageItems';

const page: PropSidebarItemLink = {
  type: 'link',
  href: '/concepts/output/',
  label: 'Output',
  docId: 'concepts/output',
  customProps: {headings: 3},
};

describe('sidebar page items', () => {
  it('knows the pages the sidebar generator made, and their number of headings', () => {
    expect(sidebarPage(page)).toBe(page);
    expect(headingCountOf(page)).toBe(3);
    expect(sidebarPage({...page, customProps: undefined})).toBeUndefined();
    expect(sidebarPage({type: 'html', value: '<hr>'})).toBeUndefined();
  });

  it('knows the groups of pages', () => {
    const group: PropSidebarItemCategory = {
      type: 'category',
      label: 'Plugins',
      items: [],
      collapsed: false,
      collapsible: false,
    };
    expect(isPageGroup({...group, className: 'sidebar-group'})).toBe(true);
    expect(isPageGroup(group)).toBe(false);
  });

  it('maps anchors onto links', () => {
    expect(
      anchorItems('/concepts/output/', [
        {title: 'A', id: 'a', level: 2},
        {title: 'B', id: 'b', level: 2},
      ]),
    ).toEqual([
      {type: 'link', label: 'A', href: '/concepts/output/#a', className: 'sidebar-anchor'},
      {type: 'link', label: 'B', href: '/concepts/output/#b', className: 'sidebar-anchor'},
    ]);
  });

  it("links the current page's anchors by their hash alone", () => {
    expect(anchorItems('', [{title: 'A', id: 'a', level: 2}])).toEqual([
      {type: 'link', label: 'A', href: '#a', className: 'sidebar-anchor'},
    ]);
  });

  it('makes a page with headings a collapsible linked category, closed unless current', () => {
    expect(pageCategory({...page, className: 'x'}, [])).toEqual({
      type: 'category',
      label: 'Output',
      href: '/concepts/output/',
      collapsible: true,
      collapsed: true,
      items: [],
      className: 'x sidebar-page',
      customProps: {headings: 3},
    });
    expect(pageWithoutHeadings(page).className).toBe('sidebar-page--no-headings');
  });

  it('stands in for anchors not loaded yet with an item that says which page to load', () => {
    const loader = anchorsLoaderItem({...page, docId: 'concepts/output'});
    expect(anchorsLoaderOf(loader)).toEqual({docId: 'concepts/output', href: '/concepts/output/'});
    expect(anchorsLoaderOf(page)).toBeUndefined();
  });
});
