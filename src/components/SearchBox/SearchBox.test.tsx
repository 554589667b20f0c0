/** @jest-environment jsdom */
import React from 'react';
import {render, screen, act} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom';

const push = jest.fn();
const search = jest.fn();
const load = jest.fn();

jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => ({
    __esModule: true,
    default: () => ({
      siteConfig: {baseUrl: '/'},
      i18n: {
        currentLocale: 'zh',
        locales: ['en', 'zh'],
        localeConfigs: {en: {baseUrl: '/', label: 'English'}, zh: {baseUrl: '/zh/', label: '中文'}},
      },
    }),
  }),
  {virtual: true},
);
jest.mock('@docusaurus/router', () => ({useHistory: () => ({push})}), {virtual: true});
// theme-common's plural forms for English (its package is ESM only, which Jest here cannot load).
jest.mock(
  '@docusaurus/theme-common',
  () => ({
    usePluralForm: () => ({
      selectMessage: (count: number, message: string) => message.split('|')[count === 1 ? 0 : 1],
    }),
  }),
  {virtual: true},
);
// The engine (ranking, pagefind, the record index) has its own tests; here it answers as told.
jest.mock('./engine', () => ({loadSearchEngine: (baseUrl: string) => load(baseUrl)}));

import SearchBox from './index';
import type {SearchHit} from './ranking';

function hit(title: string, id: string): SearchHit {
  return {
    href: `/zh/${id}/#part`,
    title,
    sectionLabel: '概念',
    heading: `${title} section`,
    excerpt: `in <mark>${title}</mark> part`,
    words: ['模块'],
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
  search.mockReset();
  load.mockReset();
  load.mockResolvedValue({search});
});

afterEach(() => jest.useRealTimers());

function setup() {
  const user = userEvent.setup({advanceTimers: jest.advanceTimersByTime});
  render(<SearchBox />);
  const box = screen.getByRole('combobox');
  /** Types into the box and lets the debounce run out, so the query is searched. */
  const typeQuery = async (text: string) => {
    await user.type(box, text);
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
  };
  return {user, box, typeQuery};
}

describe('SearchBox', () => {
  it("loads the locale's index on focus only", async () => {
    const {user, box} = setup();
    expect(load).not.toHaveBeenCalled();
    await user.click(box);
    expect(load).toHaveBeenCalledWith('/zh/');
  });

  it('shows highlighted results as you type, with keyboard navigation, and Enter opens the best section', async () => {
    search.mockResolvedValue([hit('模块联邦', 'a'), hit('共享', 'b')]);
    const {user, box, typeQuery} = setup();
    await typeQuery('模块');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('模块', 8);
    expect(options[0]!.querySelector('mark')).toHaveTextContent('模块');
    // Where the result is: section › page, then the heading.
    expect(options[0]).toHaveTextContent('概念 › 模块联邦模块联邦 section');
    expect(options[0]).toHaveAttribute('data-href', '/zh/a/#part');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    // Announced: how many results there are.
    expect(screen.getByRole('status')).toHaveTextContent('2 results');

    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(push).toHaveBeenCalledWith('/zh/b/#part');
  });

  it('Enter does not open a result of the query before the last keystroke', async () => {
    search.mockResolvedValue([hit('Output', 'output')]);
    const {user, box, typeQuery} = setup();
    await typeQuery('output');
    await screen.findAllByRole('option');
    // Typed on and Enter before the new results came: the results page of what is in the box.
    await user.type(box, '.filename{Enter}');
    expect(push).toHaveBeenCalledWith('/zh/search/?q=output.filename');
  });

  it('leaves Enter to an input method while it composes', async () => {
    search.mockResolvedValue([hit('模块', 'a')]);
    const {box, typeQuery} = setup();
    await typeQuery('mokuai');
    await screen.findAllByRole('option');
    const composing = new KeyboardEvent('keydown', {key: 'Enter', bubbles: true, isComposing: true});
    box.dispatchEvent(composing);
    expect(push).not.toHaveBeenCalled();
  });

  it('opens the page of a clicked result', async () => {
    search.mockResolvedValue([hit('模块联邦', 'a'), hit('共享', 'b')]);
    const {user, typeQuery} = setup();
    await typeQuery('模块');
    const options = await screen.findAllByRole('option');
    // An option is no link (a control inside a control): the option itself opens the page.
    expect(options[1]!.querySelector('a')).toBeNull();
    await user.click(options[1]!);
    expect(push).toHaveBeenCalledWith('/zh/b/#part');
  });

  it('links every query to its full results page', async () => {
    search.mockResolvedValue([hit('模块联邦', 'a')]);
    const {typeQuery} = setup();
    await typeQuery('module federation');
    const all = await screen.findByRole('link', {name: /See all results/});
    expect(all).toHaveAttribute('href', '/zh/search/?q=module%20federation');
    expect(screen.getByRole('listbox')).toHaveAttribute('data-results-for', 'module federation');
  });

  it('says when nothing matches (Enter then opens the results page), and when the search cannot load', async () => {
    search.mockResolvedValue([]);
    const {user, typeQuery} = setup();
    await typeQuery('nothing');
    expect(await screen.findByRole('status')).toHaveTextContent('No results for “nothing”');
    // The same words in the other language (the English site's: this test renders /zh/).
    expect(screen.getByRole('link', {name: /Search the Chinese documentation/})).toHaveAttribute(
      'href',
      '/search/?q=nothing',
    );
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/zh/search/?q=nothing');

    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('offline'));
    await typeQuery('s');
    expect(await screen.findByRole('status')).toHaveTextContent('Search is unavailable');
  });

  it('Escape closes the results, then clears the box', async () => {
    search.mockResolvedValue([hit('loader', 'a')]);
    const {user, box, typeQuery} = setup();
    await typeQuery('loader');
    await screen.findAllByRole('option');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('"/" and Ctrl+K focus the box, but "/" typed in another field does not', async () => {
    const {user, box} = setup();
    await user.keyboard('/');
    expect(box).toHaveFocus();
    box.blur();
    await user.keyboard('{Control>}k{/Control}');
    expect(box).toHaveFocus();
  });
});
