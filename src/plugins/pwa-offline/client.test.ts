jest.mock('@docusaurus/ExecutionEnvironment', () => ({canUseDOM: false}), {virtual: true});

import {urlsToCache} from './client';

describe('the page-side half of offline reading', () => {
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
