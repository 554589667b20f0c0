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
      i18n: {currentLocale: 'zh', localeConfigs: {zh: {baseUrl: '/zh/'}}},
    }),
  }),
  {virtual: true},
);
jest.mock('@docusaurus/router', () => ({useHistory: () => ({push})}), {virtual: true});
jest.mock('./pagefind', () => ({
  ...jest.requireActual('./pagefind'),
  loadPagefind: (baseUrl: string) => load(baseUrl),
}));

import SearchBox from './index';

function result(title: string, id: string) {
  return {
    id,
    score: 1,
    data: async () => ({
      url: `/zh/${id}/`,
      excerpt: `x <mark>${title}</mark>`,
      meta: {title},
      sub_results: [
        {
          title: `${title} section`,
          url: `/zh/${id}/#part`,
          excerpt: `in <mark>${title}</mark> part`,
          anchor: {element: 'h2', id: 'part', text: `${title} section`, location: 3},
          weighted_locations: [{weight: 1, balanced_score: 5, location: 3}],
          locations: [3],
        },
      ],
    }),
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
  return {user, box: screen.getByRole('combobox')};
}

describe('SearchBox', () => {
  it("loads the locale's index on focus only", async () => {
    const {user, box} = setup();
    expect(load).not.toHaveBeenCalled();
    await user.click(box);
    expect(load).toHaveBeenCalledWith('/zh/');
  });

  it('shows highlighted results as you type, with keyboard navigation, and Enter opens the best section', async () => {
    search.mockResolvedValue({results: [result('模块联邦', 'a'), result('共享', 'b')]});
    const {user, box} = setup();
    await user.type(box, '模块');
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('模块');
    expect(options[0]!.querySelector('mark')).toHaveTextContent('模块联邦');
    expect(options[0]!.querySelector('a')).toHaveAttribute('href', '/zh/a/#part');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(push).toHaveBeenCalledWith('/zh/b/#part');
  });

  it('says when nothing matches, and when the search cannot load', async () => {
    search.mockResolvedValue({results: []});
    const {user, box} = setup();
    await user.type(box, 'nothing');
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(await screen.findByRole('status')).toHaveTextContent('No results for “nothing”');

    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('offline'));
    await user.type(box, 's');
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Search is unavailable');
  });

  it('Escape closes the results, then clears the box', async () => {
    search.mockResolvedValue({results: [result('loader', 'a')]});
    const {user, box} = setup();
    await user.type(box, 'loader');
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
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
