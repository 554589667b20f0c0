const NAMED: Readonly<Record<string, string>> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

/**
 * HTML character references decoded: the named ones HTML writers and pagefind use (`&amp;`,
 * `&nbsp;`…) and every numeric one (`&#39;`, `&#x41;`); an unknown name is left as written.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}
