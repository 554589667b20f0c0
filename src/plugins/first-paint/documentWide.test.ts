import {isDocumentWide, lastCompound, specificity, splitDocumentWide} from './documentWide';

describe('lastCompound', () => {
  it('reads past combinators, but not inside parentheses or attributes', () => {
    expect(lastCompound('.markdown table td')).toBe('td');
    expect(lastCompound('.x>:last-child')).toBe(':last-child');
    expect(lastCompound('.a:not(.b .c)')).toBe('.a:not(.b .c)');
    expect(lastCompound('[title="a b"]')).toBe('[title="a b"]');
  });
});

describe('isDocumentWide', () => {
  it('is true when the element is named by its tag or by nothing, and for custom properties on the root', () => {
    expect(isDocumentWide('.markdown table td', false)).toBe(true);
    expect(isDocumentWide('a:hover', false)).toBe(true);
    expect(isDocumentWide('.x > :last-child', false)).toBe(true);
    expect(isDocumentWide('.a:not(.b)', false)).toBe(false);
    expect(isDocumentWide(':not(.b)', false)).toBe(true);
    expect(isDocumentWide('html[data-theme=dark]', true)).toBe(true);
    expect(isDocumentWide('html[data-theme=dark]', false)).toBe(false);
    expect(isDocumentWide('.navbar', true)).toBe(false);
    expect(isDocumentWide(':where(.button--primary)', false)).toBe(false);
  });
});

describe('specificity', () => {
  it('counts ids, classes and types; :where counts nothing, :not what it holds', () => {
    expect(specificity('a')).toBe(1);
    expect(specificity('.a .b td')).toBe(2001);
    expect(specificity('#x .a:hover')).toBe(1_002_000);
    expect(specificity(':where(.a) p')).toBe(1);
    expect(specificity('a:not(.b)')).toBe(1001);
    expect(specificity('.x::before')).toBe(1001);
    expect(specificity('html[data-theme=dark]')).toBe(1001);
  });
});

describe('splitDocumentWide', () => {
  it('splits a rule of both kinds and keeps each part’s @media', () => {
    const {documentWide, keyed} = splitDocumentWide('@media (width<=996px){.a,.b td{color:red}.c{margin:0}}');
    expect(documentWide).toBe('@media (width<=996px){.b td{color:red}}');
    expect(keyed).toBe('@media (width<=996px){.a{color:red}.c{margin:0}}');
  });

  it('moves a keyed rule that a later document-wide rule of the same weight overrides', () => {
    // `.toc a` (0,1,1) overrides `a.link` (0,1,1) on an element both match: in the late sheet
    // `a.link` would come after it and win.
    const {documentWide, keyed} = splitDocumentWide('a.link{color:red}.other{color:blue}.toc a{color:green}');
    expect(documentWide).toBe('a.link{color:red}.toc a{color:green}');
    expect(keyed).toBe('.other{color:blue}');
  });

  it('leaves a keyed rule where no document-wide rule may tie with it: other weight, property or element', () => {
    const css = '.x{color:red}.y::before{margin:0}p.z{margin:0}.w a{margin:0}';
    expect(splitDocumentWide(css).keyed).toBe('.x{color:red}.y::before{margin:0}p.z{margin:0}');
  });

  it('keeps @keyframes and @font-face in the late sheet only', () => {
    const {documentWide, keyed} = splitDocumentWide(
      '@keyframes spin{from{opacity:0}to{opacity:1}}@font-face{font-family:x}a{color:red}',
    );
    expect(documentWide).toBe('a{color:red}');
    expect(keyed).toBe('@keyframes spin{from{opacity:0}to{opacity:1}}@font-face{font-family:x}');
  });
});
