import {
  formatHeadersFile,
  formatRedirectsFile,
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
  pathMatches,
  type HeaderRule,
} from './hostFiles.mjs';

describe('_headers', () => {
  const rules: HeaderRule[] = [
    {
      path: '/*',
      headers: {'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'"},
    },
    {path: '/assets/*', headers: {'Cache-Control': 'public, max-age=31536000, immutable'}},
    {path: '/sw.js', headers: {'Cache-Control': 'no-cache'}},
  ];

  it('is written in the hosts’ format and read back unchanged', () => {
    const text = formatHeadersFile(rules);
    expect(text).toBe(
      "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n" +
        '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n/sw.js\n  Cache-Control: no-cache\n',
    );
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('matches exact paths and `*` prefixes', () => {
    expect(pathMatches('/sw.js', '/sw.js')).toBe(true);
    expect(pathMatches('/sw.js', '/zh/sw.js')).toBe(false);
    expect(pathMatches('/assets/*', '/assets/js/a.js')).toBe(true);
    expect(pathMatches('/assets/*', '/zh/assets/js/a.js')).toBe(false);
    expect(headersFor(rules, '/sw.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'self'",
      'Cache-Control': 'no-cache',
    });
  });

  it('refuses a header that two matching rules set (the hosts would join both values)', () => {
    const clash = [...rules, {path: '/assets/js/*', headers: {'cache-control': 'no-store'}}];
    expect(() => headersFor(clash, '/assets/js/a.js')).toThrow(
      /cache-control .*"\/assets\/\*" and "\/assets\/js\/\*"/i,
    );
  });

  it('refuses what the format cannot hold, and says where a file is malformed', () => {
    expect(() => formatHeadersFile([{path: 'assets/*', headers: {}}])).toThrow(/Not a path pattern/);
    expect(() => formatHeadersFile([{path: '/x', headers: {'Bad Name': 'v'}}])).toThrow(/Bad header/);
    expect(() => formatHeadersFile([{path: '/x', headers: {A: 'v\nInjected: 1'}}])).toThrow(/Bad header/);
    expect(() => parseHeadersFile('  Orphan: header\n')).toThrow(/line 1/);
    expect(() => parseHeadersFile('/x\n  not a header\n')).toThrow(/line 2/);
  });
});

describe('_redirects', () => {
  it('is written as permanent redirects and read back', () => {
    const text = formatRedirectsFile([
      {from: '/support/', to: '/contribute/'},
      {from: '/plugins/x/', to: '/configuration/optimization/#y'},
    ]);
    expect(text).toBe('/support/ /contribute/ 301\n/plugins/x/ /configuration/optimization/#y 301\n');
    expect([...parseRedirectsFile(text)]).toEqual([
      ['/support/', '/contribute/'],
      ['/plugins/x/', '/configuration/optimization/#y'],
    ]);
  });

  it('refuses malformed lines', () => {
    expect(() => formatRedirectsFile([{from: 'support', to: '/contribute/'}])).toThrow(/Bad redirect/);
    expect(() => parseRedirectsFile('/a /b 302\n')).toThrow(/line 1/);
    expect(() => parseRedirectsFile('/a\n')).toThrow(/line 1/);
  });
});
