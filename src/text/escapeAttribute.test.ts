import {fromHtml} from 'hast-util-from-html';
import {escapeAttribute} from './escapeAttribute';

describe('escapeAttribute', () => {
  it('gives back the value as written once the attribute is parsed', () => {
    const value = 'a "quoted" & &amp; <b> \'x\'';
    const tree = fromHtml(`<p title="${escapeAttribute(value)}"></p>`, {fragment: true});
    expect((tree.children[0] as {properties: {title: string}}).properties.title).toBe(value);
  });
});
