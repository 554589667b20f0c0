/** @jest-environment jsdom */
import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import '@testing-library/jest-dom';
import BlogSidebarMobile from '.';

const mockToggle = jest.fn();
jest.mock(
  '@docusaurus/theme-common',
  () => ({
    NavbarSecondaryMenuFiller: ({
      component: Menu,
      props,
    }: {
      component: React.ComponentType;
      props: object;
    }) => <Menu {...props} />,
    useThemeConfig: () => ({
      navbar: {
        items: [
          {type: 'dropdown', label: 'Documentation', items: []},
          {label: 'Blog', to: '/blog/'},
        ],
      },
    }),
  }),
  {virtual: true},
);
jest.mock(
  '@docusaurus/theme-common/internal',
  () => ({useNavbarMobileSidebar: () => ({toggle: mockToggle})}),
  {
    virtual: true,
  },
);
jest.mock(
  '@docusaurus/plugin-content-blog/client',
  () => ({
    useVisibleBlogSidebarItems: (items: unknown[]) => items,
    BlogSidebarItemList: ({items}: {items: {title: string}[]}) => (
      <ul>
        {items.map((item) => (
          <li key={item.title}>{item.title}</li>
        ))}
      </ul>
    ),
  }),
  {virtual: true},
);
jest.mock(
  '@theme/BlogSidebar/Content',
  () =>
    function MockContent({
      items,
      ListComponent,
    }: {
      items: unknown[];
      ListComponent: React.ComponentType<{items: unknown[]}>;
    }) {
      return <ListComponent items={items} />;
    },
  {virtual: true},
);
jest.mock(
  '@theme/NavbarItem',
  () =>
    function MockNavbarItem({
      label,
      mobile,
      onClick,
    }: {
      label: string;
      mobile?: boolean;
      onClick: () => void;
    }) {
      return (
        <li>
          <button type="button" data-mobile={String(mobile)} onClick={onClick}>
            {label}
          </button>
        </li>
      );
    },
  {virtual: true},
);

describe('BlogSidebar/Mobile', () => {
  it('puts the navbar’s Documentation list (phone form) above the posts, which keep their title', () => {
    const sidebar = {title: 'All posts', items: [{title: 'webpack 5', permalink: '/blog/webpack-5/'}]};
    render(<BlogSidebarMobile sidebar={sidebar as never} />);
    const documentation = screen.getByRole('button', {name: 'Documentation'});
    expect(documentation).toHaveAttribute('data-mobile', 'true');
    const title = screen.getByRole('heading', {name: 'All posts'});
    expect(documentation.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('webpack 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Blog'})).toBeNull();
    // Its links close the menu as the main menu's do.
    fireEvent.click(documentation);
    expect(mockToggle).toHaveBeenCalledTimes(1);
  });
});
