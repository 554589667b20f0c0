/** @jest-environment jsdom */
import React from 'react';
import {render, screen, act} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';
import LanguageMenu from './LanguageMenu';

const options = [
  {locale: 'en', label: 'English', htmlLang: 'en', href: '/concepts/loaders/#using-loaders'},
  {locale: 'zh', label: '中文', htmlLang: 'zh-CN', href: '/zh/concepts/loaders/#using-loaders'},
];

function setup() {
  const user = userEvent.setup();
  render(
    <div>
      <LanguageMenu current="en" options={options} buttonLabel="Select language" />
      <button type="button">outside</button>
    </div>,
  );
  const button = screen.getByRole('button', {name: 'Select language'});
  return {user, button};
}

const flushFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

describe('LanguageMenu', () => {
  it('is a menu button with the right ARIA and links to the same page in each language', () => {
    const {button} = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls')!);
    expect(menu).toHaveAttribute('role', 'menu');
    expect(menu).not.toBeVisible();
    const items = screen.getAllByRole('menuitem', {hidden: true});
    expect(items.map((a) => a.getAttribute('href'))).toEqual(options.map((o) => o.href));
    expect(items[1]).toHaveAttribute('lang', 'zh-CN');
    expect(items[0]).toHaveAttribute('aria-current', 'true');
  });

  it('opens and closes on click', async () => {
    const {user, button} = setup();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover and stays open for the click that follows; closes on mouse leave', async () => {
    const {user, button} = setup();
    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to its button', async () => {
    const {user, button} = setup();
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    await flushFrame();
    expect(screen.getByRole('menuitem', {name: 'English'})).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('moves between items with ArrowDown and ArrowUp, wrapping around', async () => {
    const {user, button} = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await flushFrame();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', {name: 'English'})).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await flushFrame();
    expect(screen.getByRole('menuitem', {name: '中文'})).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await flushFrame();
    expect(screen.getByRole('menuitem', {name: 'English'})).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    await flushFrame();
    expect(screen.getByRole('menuitem', {name: '中文'})).toHaveFocus();
  });

  it('closes when focus moves outside', async () => {
    const {user, button} = setup();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // from the button to the first menu item: still inside, stays open
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab(); // past the last item to the outside button
    expect(screen.getByRole('button', {name: 'outside'})).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const {user, button} = setup();
    await user.click(button);
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
