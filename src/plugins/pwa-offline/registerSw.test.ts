jest.mock('@docusaurus/ExecutionEnvironment', () => ({canUseDOM: false}), {virtual: true});

import {isOfflineModeEnabled, urlsToCache} from './registerSw';

function fakeWindow({width = 1280, search = '', standalone = false} = {}) {
  return {
    innerWidth: width,
    location: {search},
    navigator: {},
    matchMedia: () => ({matches: standalone}),
  } as unknown as Window;
}

describe('registerSw helpers', () => {
  it('turns offline mode on by the configured strategies', () => {
    expect(isOfflineModeEnabled(['always'], fakeWindow())).toBe(true);
    expect(isOfflineModeEnabled([], fakeWindow())).toBe(false);
    expect(isOfflineModeEnabled(['mobile'], fakeWindow())).toBe(false);
    expect(isOfflineModeEnabled(['mobile'], fakeWindow({width: 400}))).toBe(true);
    expect(isOfflineModeEnabled(['queryString'], fakeWindow({search: '?offlineMode=true'}))).toBe(true);
    expect(isOfflineModeEnabled(['standalone'], fakeWindow({standalone: true}))).toBe(true);
  });

  it('hands the worker the page first, then its same-origin resources once each', () => {
    expect(
      urlsToCache(
        'http://site/concepts/#top',
        [
          'http://site/assets/js/a.js',
          'https://img.shields.io/x.svg',
          'http://site/assets/js/a.js',
          'not a url',
        ],
        'http://site',
      ),
    ).toEqual(['http://site/concepts/', 'http://site/assets/js/a.js']);
  });
});
