/** @jest-environment jsdom */
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import '@testing-library/jest-dom';
import DropdownNavbarItemDesktop from '.';
import {closedMenu, isOpen, menuReducer, type MenuEvent} from './menuState';

jest.mock('@docusaurus/useIsBrowser', () => () => true, {virtual: true});
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
    function MockNavbarItem({label, to}: {label: string; to: string}) {
      const {default: Link} = jest.requireActual<typeof import('@docusaurus/Link')>('@docusaurus/Link');
      return (
        <li>
          <Link className="dropdown__link" to={to}>
            {label}
          </Link>
        </li>
      );
    },
  {virtual: true},
);

const run = (...events: MenuEvent[]) => events.reduce(menuReducer, closedMenu);

describe('menuState', () => {
  it('opens on hover and closes when the pointer leaves', () => {
    expect(isOpen(run('pointerEnter'))).toBe(true);
    expect(isOpen(run('pointerEnter', 'pointerLeave'))).toBe(false);
  });

  it('a click while hovered keeps it open after the pointer leaves; a second click closes it under the pointer', () => {
    expect(isOpen(run('pointerEnter', 'toggle', 'pointerLeave'))).toBe(true);
    expect(isOpen(run('pointerEnter', 'toggle', 'toggle'))).toBe(false);
    // Leaving and coming back opens it again.
    expect(isOpen(run('pointerEnter', 'toggle', 'toggle', 'pointerLeave', 'pointerEnter'))).toBe(true);
  });

  it('Escape and a choice close it, also under the pointer; a press or focus elsewhere unpins it', () => {
    expect(isOpen(run('toggle', 'escape'))).toBe(false);
    expect(isOpen(run('pointerEnter', 'escape'))).toBe(false);
    expect(isOpen(run('pointerEnter', 'toggle', 'choose'))).toBe(false);
    expect(isOpen(run('toggle', 'outside'))).toBe(false);
  });
});

describe('DropdownNavbarItemDesktop', () => {
  const items = [
    {label: 'Concepts', to: '/concepts/'},
    {label: 'Guides', to: '/guides/'},
  ];
  const setup = () => {
    render(
      <>
        <DropdownNavbarItemDesktop label="Documentation" items={items} />
        <button type="button">elsewhere</button>
      </>,
    );
    const label = screen.getByRole('button', {name: 'Documentation'});
    const dropdown = label.parentElement!;
    const expectOpen = (open: boolean) => {
      expect(label).toHaveAttribute('aria-expanded', String(open));
      // The menu is shown by this class (Infima's .dropdown--show); no hover rule is left to show it.
      expect(dropdown.classList.contains('dropdown--show')).toBe(open);
      expect(dropdown.classList.contains('dropdown--hoverable')).toBe(false);
    };
    return {label, dropdown, expectOpen};
  };

  it('says expanded while hovered, and not once the pointer leaves', () => {
    const {dropdown, expectOpen} = setup();
    expectOpen(false);
    act(() => void dropdown.dispatchEvent(new MouseEvent('mouseenter')));
    expectOpen(true);
    act(() => void dropdown.dispatchEvent(new MouseEvent('mouseleave')));
    expectOpen(false);
  });

  it('a click opens it and keeps it open without the pointer; a second click closes it', () => {
    const {label, expectOpen} = setup();
    fireEvent.click(label);
    expectOpen(true);
    fireEvent.click(label);
    expectOpen(false);
  });

  it('Enter and Space toggle it; Escape closes it and leaves the focus on the label', () => {
    const {label, expectOpen} = setup();
    label.focus();
    fireEvent.keyDown(label, {key: 'Enter'});
    expectOpen(true);
    fireEvent.keyDown(label, {key: ' '});
    expectOpen(false);
    fireEvent.keyDown(label, {key: ' '});
    expectOpen(true);
    const concepts = screen.getByRole('link', {name: 'Concepts'});
    concepts.focus();
    fireEvent.keyDown(concepts, {key: 'Escape'});
    expectOpen(false);
    expect(label).toHaveFocus();
  });

  it('closes when a page is chosen in it, and on a press or focus elsewhere', () => {
    const {label, expectOpen} = setup();
    fireEvent.click(label);
    fireEvent.click(screen.getByRole('link', {name: 'Guides'}));
    expectOpen(false);
    fireEvent.click(label);
    fireEvent.mouseDown(screen.getByRole('button', {name: 'elsewhere'}));
    expectOpen(false);
    fireEvent.click(label);
    act(() => screen.getByRole('button', {name: 'elsewhere'}).focus());
    expectOpen(false);
  });

  it('stops listening to the page when it goes', () => {
    const listen = jest.spyOn(document, 'addEventListener');
    const {unmount} = render(<DropdownNavbarItemDesktop label="Documentation" items={items} />);
    const signals = listen.mock.calls.map(([, , options]) => (options as AddEventListenerOptions).signal!);
    listen.mockRestore();
    expect(signals).toHaveLength(3);
    expect(signals.some((signal) => signal.aborted)).toBe(false);
    unmount();
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });
});
