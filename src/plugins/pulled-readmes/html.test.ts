import {decodeEntities, parseTag, rewriteUrl, sanitizeTag} from './html';
import {testContext} from './testUtils';

const ctx = testContext();
const clean = (html: string) => {
  const tag = parseTag(html, 0);
  return tag ? sanitizeTag(tag, ctx) : 'NOT A TAG';
};

describe('parseTag', () => {
  it('follows the CommonMark raw HTML grammar', () => {
    expect(parseTag('<a href="x" title=\'y\' data-z=1 hidden>', 0)).toMatchObject({
      name: 'a',
      closing: false,
      attrs: [
        {name: 'href', value: 'x'},
        {name: 'title', value: 'y'},
        {name: 'data-z', value: '1'},
        {name: 'hidden', value: undefined},
      ],
    });
    expect(parseTag('</div >', 0)).toMatchObject({name: 'div', closing: true});
    expect(parseTag('<img\n  src="a.png"\n/>', 0)).toMatchObject({name: 'img', selfClosing: true});
    // Not tags for CommonMark: the caller escapes them.
    expect(parseTag('<img/src=x/onerror=alert(1)>', 0)).toBeUndefined();
    expect(parseTag('<a href="unclosed>', 0)).toBeUndefined();
    expect(parseTag('< a>', 0)).toBeUndefined();
    expect(parseTag('<1a>', 0)).toBeUndefined();
  });
});

describe('sanitizeTag', () => {
  it('drops dangerous and unknown elements', () => {
    for (const html of [
      '<script>',
      '<style>',
      '<iframe src="x">',
      '<object>',
      '<embed>',
      '<svg>',
      '<math>',
      '<form>',
      '<input>',
      '<Foo />',
      '<textarea>',
      '<pre>',
      '<base href="x">',
      '<meta>',
      '<link>',
    ]) {
      expect(clean(html)).toBeUndefined();
    }
  });

  it('drops event handlers, styles and classes', () => {
    expect(clean('<div onclick="x()" ONMOUSEOVER=y style="position:fixed" class="c" align="center">')).toBe(
      '<div align="center">',
    );
  });

  it('checks URLs', () => {
    expect(clean('<a href="javascript:alert(1)">')).toBe('<a>');
    expect(clean('<a href="  JAVASCRIPT:alert(1)">')).toBe('<a>');
    expect(clean('<a href="java&#x0A;script:alert(1)">')).toBe('<a>');
    expect(clean('<a href="&#x6A;avascript&colon;alert(1)">')).toBe('<a>');
    expect(clean('<a href="vbscript:x">')).toBe('<a>');
    expect(clean('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
    expect(clean('<source srcset="a.png 1x, javascript:alert(1) 2x">')).toBe('<source />');
    expect(clean('<a href="https://example.com/?a=1&amp;b=2">')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2">',
    );
    expect(clean('<a href="mailto:me@example.com">')).toBe('<a href="mailto:me@example.com">');
  });

  it('escapes attribute values and restricts ids', () => {
    expect(clean('<img alt="a&quot; onerror=&quot;x" src="a.png">')).toBe(
      '<img alt="a&quot; onerror=&quot;x" src="https://raw.githubusercontent.com/webpack/evil-loader/HEAD/a.png" />',
    );
    expect(clean('<a name="my anchor!">')).toBe('<a name="myanchor">');
    expect(clean('<span title="{x}">')).toBe('<span title="&#123;x&#125;">');
  });

  it('closes self-closed non-void elements', () => {
    expect(clean('<div/>')).toBe('<div></div>');
    expect(clean('</br>')).toBe('');
  });
});

describe('rewriteUrl', () => {
  it('allows http(s), mailto and relative URLs only', () => {
    expect(rewriteUrl('https://example.com/a b(c)', 'link', ctx)).toBe('https://example.com/a%20b%28c%29');
    expect(rewriteUrl('//cdn.example.com/x.png', 'image', ctx)).toBe('https://cdn.example.com/x.png');
    expect(rewriteUrl('ftp://example.com', 'link', ctx)).toBeUndefined();
    expect(rewriteUrl('mailto:me@example.com', 'image', ctx)).toBeUndefined();
    expect(rewriteUrl('\u0000javascript:alert(1)', 'link', ctx)).toBeUndefined();
    expect(rewriteUrl('java\tscript:alert(1)', 'link', ctx)).toBeUndefined();
    expect(rewriteUrl('', 'link', ctx)).toBeUndefined();
    expect(rewriteUrl('#Top', 'image', ctx)).toBeUndefined();
  });

  it('resolves relative URLs inside a monorepo directory', () => {
    const mono = testContext({repo: {owner: 'o', repo: 'r', directory: 'packages/p', branch: 'HEAD'}});
    expect(rewriteUrl('docs/a.md', 'link', mono)).toBe(
      'https://github.com/o/r/blob/HEAD/packages/p/docs/a.md',
    );
    expect(rewriteUrl('../../LICENSE', 'link', mono)).toBe('https://github.com/o/r/blob/HEAD/LICENSE');
    expect(rewriteUrl('/LICENSE', 'link', mono)).toBe('https://github.com/o/r/blob/HEAD/LICENSE');
  });
});

describe('decodeEntities', () => {
  it('decodes numeric and common named references', () => {
    expect(decodeEntities('&#106;&#x61;&colon;&amp;&unknown;&#0;')).toBe('ja:&&unknown;\ufffd');
  });
});
