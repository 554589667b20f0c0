import {navbarLabel} from './navbarLabel';

describe('navbarLabel', () => {
  const items = [
    {
      label: '文档',
      to: '/concepts/',
      items: [
        {label: '概念', to: '/concepts/'},
        {label: '配置', to: '/configuration/'},
      ],
    },
    {label: '贡献', to: '/contribute/'},
    {type: 'search'},
  ];

  it("finds a dropdown item's label, not the dropdown's own", () => {
    expect(navbarLabel(items, '/concepts/')).toBe('概念');
    expect(navbarLabel(items, '/configuration/')).toBe('配置');
  });

  it('finds a top-level link, and nothing for a path the navbar does not link', () => {
    expect(navbarLabel(items, '/contribute/')).toBe('贡献');
    expect(navbarLabel(items, '/blog/')).toBeUndefined();
  });
});
