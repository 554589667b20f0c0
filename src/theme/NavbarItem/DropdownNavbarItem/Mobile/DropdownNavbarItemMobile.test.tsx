/** @jest-environment jsdom */
import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import '@testing-library/jest-dom';
import DropdownNavbarItemMobile from '.';
import {requestPhoneMenuReopen, takePhoneMenuReopen} from './reopen';

let mockPathname = '/';
jest.mock('@docusaurus/theme-common/internal', () => ({useLocalPathname: () => mockPathname}), {
  virtual: true,
});
jest.mock(
  '@docusaurus/theme-common',
  () => {
    const {useState} = jest.requireActual<typeof import('react')>('react');
    return {
      useCollapsible: ({initialState}: {initialState: boolean}) => {
        const [collapsed, setCollapsed] = useState(initialState);
        return {collapsed, setCollapsed, toggleCollapsed: () => setCollapsed((value: boolean) => !value)};
      },
      Collapsible: ({collapsed, children}: {collapsed: boolean; children: React.ReactNode}) =>
        collapsed ? null : <ul>{children}</ul>,
    };
  },
  {virtual: true},
);
jest.mock(
  '@theme/NavbarItem/NavbarNavLink',
  () =>
    function MockNavbarNavLink({label, children, ...props}: {label?: string; children?: React.ReactNode}) {
      const {default: Link} = jest.requireActual<typeof import('@docusaurus/Link')>('@docusaurus/Link');
      return <Link {...props}>{children ?? label}</Link>;
    },
  {virtual: true},
);
jest.mock(
  '@theme/NavbarItem',
  () =>
    function MockNavbarItem({label, to, onClick}: {label: string; to: string; onClick?: () => void}) {
      const {default: Link} = jest.requireActual<typeof import('@docusaurus/Link')>('@docusaurus/Link');
      return (
        <li>
          <Link className="menu__link" to={to} onClick={onClick}>
            {label}
          </Link>
        </li>
      );
    },
  {virtual: true},
);

const items = [
  {label: 'Concepts', to: '/concepts/'},
  {label: 'Guides', to: '/guides/'},
];

describe('DropdownNavbarItemMobile', () => {
  it('starts open, with one label that says so and closes and reopens the list', () => {
    mockPathname = '/';
    render(<DropdownNavbarItemMobile label="Documentation" items={items} onClick={() => {}} />);
    const label = screen.getByRole('button', {name: 'Documentation'});
    expect(label).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', {name: 'Guides'})).toBeVisible();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(label);
    expect(label).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', {name: 'Guides'})).toBeNull();
    fireEvent.click(label);
    expect(label).toHaveAttribute('aria-expanded', 'true');
  });

  it('a section closes the menu and asks for it again on the section’s page, unless it is the page shown', () => {
    mockPathname = '/guides/';
    const closeMenu = jest.fn();
    render(<DropdownNavbarItemMobile label="Documentation" items={items} onClick={closeMenu} />);
    fireEvent.click(screen.getByRole('link', {name: 'Concepts'}));
    expect(closeMenu).toHaveBeenCalledTimes(1);
    expect(takePhoneMenuReopen('/concepts/')).toBe(true);
    fireEvent.click(screen.getByRole('link', {name: 'Guides'}));
    expect(closeMenu).toHaveBeenCalledTimes(2);
    expect(takePhoneMenuReopen('/guides/')).toBe(false);
  });
});

describe('reopen', () => {
  it('is taken once, on the page asked for; another page drops it', () => {
    requestPhoneMenuReopen('/guides/');
    expect(takePhoneMenuReopen('/guides')).toBe(true);
    expect(takePhoneMenuReopen('/guides/')).toBe(false);
    requestPhoneMenuReopen('/guides/');
    expect(takePhoneMenuReopen('/blog/')).toBe(false);
    expect(takePhoneMenuReopen('/guides/')).toBe(false);
  });
});
