import {dataUri, inlineImages} from './inlineImages';

const LOGO = dataUri('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
const ICON = dataUri('favicon.ico', Buffer.from([0, 0, 1, 0]));
const images = new Map([
  ['/img/logo.svg', LOGO],
  ['/favicon.ico', ICON],
]);

describe('dataUri', () => {
  it('types the data by the file name and refuses a type it does not know', () => {
    expect(LOGO).toBe(
      `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
    );
    expect(ICON).toBe('data:image/x-icon;base64,AAABAA==');
    expect(() => dataUri('notes.txt', Buffer.from(''))).toThrow(/no media type for notes.txt/);
  });
});

describe('inlineImages', () => {
  it('puts the data into the favicon link and each logo image, and drops the logo preload', () => {
    const page =
      '<head><link data-rh=true rel=icon href=/favicon.ico /><link rel=apple-touch-icon href=/favicon.ico>' +
      '<link rel=icon type=image/png sizes=192x192 href=/img/icons/icon-192.png></head><body>' +
      '<link rel=preload as=image href=/img/logo.svg /><a class=navbar__brand href=/>' +
      '<img src=/img/logo.svg alt="webpack logo" class=light /><img src="/img/logo.svg" alt="webpack logo"/></a>' +
      '<img src=/img/other.svg alt=other></body>';
    expect(inlineImages(page, images)).toBe(
      `<head><link data-rh=true rel=icon href="${ICON}" /><link rel=apple-touch-icon href=/favicon.ico>` +
        '<link rel=icon type=image/png sizes=192x192 href=/img/icons/icon-192.png></head><body>' +
        '<a class=navbar__brand href=/>' +
        `<img src="${LOGO}" alt="webpack logo" class=light /><img src="${LOGO}" alt="webpack logo"/></a>` +
        '<img src=/img/other.svg alt=other></body>',
    );
  });

  it('leaves a page without those images as it was', () => {
    const page =
      '<html><head><link rel=icon href=/other.ico></head><body><img src=/a.png alt=a></body></html>';
    expect(inlineImages(page, images)).toBe(page);
  });
});
