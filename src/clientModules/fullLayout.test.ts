/** @jest-environment jsdom */
import type {Location} from 'history';
import {FULL_LAYOUT_ATTRIBUTE} from '../data/fullLayout';
import fullLayout from './fullLayout';

test('the router marks a move to an anchor and unmarks a move to a page without one', () => {
  const moveTo = (hash: string) =>
    fullLayout.onRouteUpdate!({
      location: {pathname: '/configuration/output/', search: '', hash, state: undefined, key: ''} as Location,
      previousLocation: null,
    });
  const marked = () => document.documentElement.hasAttribute(FULL_LAYOUT_ATTRIBUTE);
  moveTo('#outputclean');
  expect(marked()).toBe(true);
  moveTo('');
  expect(marked()).toBe(false);
});
