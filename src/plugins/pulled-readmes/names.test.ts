import {imageAlt, isBadge, linkLabel} from './names';

describe('imageAlt', () => {
  const alt = (src: string, linkHref?: string) =>
    imageAlt({src, packageName: 'css-loader', ...(linkHref ? {linkHref} : {})});

  it('names badges by what they show', () => {
    expect(alt('https://img.shields.io/npm/v/extract-loader.svg')).toBe('npm version: extract-loader');
    expect(alt('https://img.shields.io/npm/dm/extract-loader.svg')).toBe(
      'npm downloads per month: extract-loader',
    );
    expect(alt('https://img.shields.io/badge/chat-on%20discord-blue.svg')).toBe('chat: on discord');
    expect(alt('https://img.shields.io/badge/webpack--contrib-ok-green')).toBe('webpack-contrib: ok');
    expect(alt('https://codecov.io/gh/webpack/css-loader/branch/main/graph/badge.svg')).toBe(
      'codecov.io badge: gh webpack css-loader',
    );
    expect(alt('https://github.com/webpack/css-loader/actions/workflows/test.yml/badge.svg')).toBe(
      'github.com badge: webpack css-loader actions',
    );
  });

  it('names an image that is all of a link by where the link goes', () => {
    expect(
      alt('https://avatars.githubusercontent.com/u/1247639?v=3', 'https://github.com/ChadKillingsworth'),
    ).toBe('github.com/ChadKillingsworth');
    expect(alt('https://example.com/peerigon-logo.png', 'https://peerigon.com')).toBe('peerigon.com');
  });

  it('names an image by the text beside it (a name in a table cell, a caption)', () => {
    expect(
      imageAlt({src: 'https://avatars.githubusercontent.com/u/1', packageName: 'x', caption: ' Chad\n K '}),
    ).toBe('Chad K');
  });

  it('names other images by the package and the file, never empty', () => {
    expect(alt('https://raw.githubusercontent.com/x/y/HEAD/docs/flow_chart.svg')).toBe(
      'css-loader: flow chart',
    );
    expect(alt('https://avatars.githubusercontent.com/u/1247639?v=3')).toBe('css-loader image');
    expect(alt('https://example.com/6ac05174ae9b62257ff3aa8be43cf828.jpg')).toBe('css-loader image');
    expect(alt('')).toBe('css-loader image');
  });
});

describe('helpers', () => {
  it('tells badges apart', () => {
    expect(isBadge('https://img.shields.io/x')).toBe(true);
    expect(isBadge('https://example.com/badge.svg')).toBe(true);
    expect(isBadge('https://example.com/diagram.svg')).toBe(false);
  });

  it('says where a link goes', () => {
    expect(linkLabel('https://www.github.com/webpack/webpack/issues')).toBe('github.com/webpack/webpack');
    expect(linkLabel('#options')).toBe('section options');
    expect(linkLabel('/loaders/css-loader/')).toBe('/loaders/css-loader/');
    expect(linkLabel('mailto:a@example.com')).toBe('email a@example.com');
  });
});
