import type {PropSidebar, PropSidebarItemCategory, PropSidebars} from '@docusaurus/plugin-content-docs';
import {isPhoneMenuSection, phoneMenuSidebar, reopensPhoneMenu} from './phoneMenu';

const link = (section: string, page: string): PropSidebar[number] => ({
  type: 'link',
  href: `/${section}/${page}/`,
  label: page,
});

const sidebars: PropSidebars = {
  concepts: [link('concepts', 'entry-points'), link('concepts', 'output')],
  guides: [link('guides', 'getting-started'), link('guides', 'code-splitting')],
  contribute: [link('contribute', 'writers-guide')],
};
const sections = [
  {id: 'concepts', label: 'Concepts'},
  {id: 'guides', label: 'Guides'},
  {id: 'api', label: 'API'},
];

const categories = (menu: PropSidebar) =>
  menu.filter((item): item is PropSidebarItemCategory => item.type === 'category');

describe('phoneMenuSidebar', () => {
  it('lists every section with a sidebar as a category without a link, in the given order', () => {
    const menu = phoneMenuSidebar(sidebars, 'guides', sidebars.guides!, sections);
    expect(menu.map((item) => item.type === 'category' && item.label)).toEqual(['Concepts', 'Guides']);
    for (const category of categories(menu)) {
      // No href: theme-classic toggles it in place and keeps the phone menu open.
      expect(category.href).toBeUndefined();
      expect(category.collapsible).toBe(true);
      expect(category.className).toBe('sidebar-section');
    }
    expect(categories(menu)[1]!.items).toBe(sidebars.guides);
  });

  it('opens the current section only', () => {
    const menu = categories(phoneMenuSidebar(sidebars, 'concepts', sidebars.concepts!, sections));
    expect(menu.map((category) => category.collapsed)).toEqual([false, true]);
  });

  it("keeps the current sidebar's own items on top when it is no documentation section", () => {
    const menu = phoneMenuSidebar(sidebars, 'contribute', sidebars.contribute!, sections);
    expect(menu[0]).toBe(sidebars.contribute![0]);
    expect(categories(menu).map((category) => [category.label, category.collapsed])).toEqual([
      ['Concepts', true],
      ['Guides', true],
    ]);
  });

  it('tells its sections from other categories', () => {
    const menu = phoneMenuSidebar(sidebars, 'guides', sidebars.guides!, sections);
    expect(menu.map(isPhoneMenuSection)).toEqual([true, true]);
    const group: PropSidebarItemCategory = {
      type: 'category',
      label: 'CSS',
      items: [],
      collapsible: false,
      collapsed: false,
      className: 'sidebar-group',
    };
    expect(isPhoneMenuSection(group)).toBe(false);
    expect(isPhoneMenuSection(sidebars.guides![0]!)).toBe(false);
  });
});

describe('reopensPhoneMenu', () => {
  it('reopens the menu on a documentation section that is not the page shown', () => {
    expect(reopensPhoneMenu('/guides/', '/')).toBe(true);
    expect(reopensPhoneMenu('/guides/', '/blog/')).toBe(true);
    expect(reopensPhoneMenu('/api/', '/guides/code-splitting/')).toBe(true);
  });

  it('not on the page shown (nothing would change behind the menu), nor on other pages', () => {
    expect(reopensPhoneMenu('/guides/', '/guides/')).toBe(false);
    expect(reopensPhoneMenu('/guides/', '/guides')).toBe(false);
    expect(reopensPhoneMenu('/blog/', '/')).toBe(false);
    expect(reopensPhoneMenu('/vote/', '/')).toBe(false);
    expect(reopensPhoneMenu(undefined, '/')).toBe(false);
  });
});
