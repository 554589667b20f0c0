import crypto from 'node:crypto';
import {externalSources} from './index';
import {headersFor} from './hostFiles.mjs';
import {
  contentSecurityPolicy,
  deployRules,
  inlineScriptHashes,
  localizedRedirects,
  vercelConfig,
} from './policy';

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes the exact text of every inline script a browser runs, each once', () => {
    const theme = '(function(){document.documentElement.dataset.theme="dark"})()';
    const banner = '\n  try{if(localStorage.getItem("x")&&a<b){}}catch(e){}\n';
    const html = `<!doctype html><html><head>
      <script>${theme}</script>
      <script type="text/javascript">${banner}</script>
      <script src="/assets/js/main.1.js" defer></script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script>
      </head><body><script type="module">import "/a.js";</script><script>${theme}</script></body></html>`;
    expect(inlineScriptHashes(html).sort()).toEqual(
      [sha256(theme), sha256(banner), sha256('import "/a.js";')].sort(),
    );
  });

  it('hashes the raw text: entities and non-ASCII characters as written (UTF-8)', () => {
    const script = 'var s = "&amp; 中文";';
    expect(inlineScriptHashes(`<script>${script}</script>`)).toEqual([sha256(script)]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>No <b>script</b> here</p><script src="/x.js"></script>')).toEqual([]);
  });
});

describe('Content-Security-Policy', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: ["'sha256-b'", "'sha256-a'"],
    connect: ['https://app-dsn.algolia.net'],
    frame: ['https://gitter.im'],
  });
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('allows only our own scripts and the hashed inline ones, never unsafe-inline or eval', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'");
    expect(directive('script-src')).not.toMatch(/unsafe-inline|'unsafe-eval'/);
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it('adds the given origins, and frames none without any', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://app-dsn.algolia.net");
    expect(directive('frame-src')).toBe('frame-src https://gitter.im');
    expect(contentSecurityPolicy({scriptHashes: []})).toContain("frame-src 'none'");
  });

  it('lets forms post only to the site and the given origins (StackBlitz for the project panels)', () => {
    expect(contentSecurityPolicy({scriptHashes: []})).toContain("form-action 'self';");
    expect(contentSecurityPolicy({scriptHashes: [], form: ['https://stackblitz.com']})).toContain(
      "form-action 'self' https://stackblitz.com;",
    );
    expect(externalSources({}).form).toEqual(['https://stackblitz.com']);
  });
});

describe('deploy rules', () => {
  const rules = deployRules({
    contentSecurityPolicy: "default-src 'self'",
    hashedDirectories: ['/assets/', '/zh/assets/'],
    workerScripts: ['/sw.js', '/zh/sw.js'],
  });

  it('gives every path the security headers, and each header from one rule only', () => {
    for (const path of [
      '/',
      '/concepts/',
      '/assets/js/main.1.js',
      '/zh/assets/css/s.1.css',
      '/sw.js',
      '/zh/sw.js',
    ]) {
      const headers = headersFor(rules, path);
      expect(headers['Content-Security-Policy']).toBe("default-src 'self'");
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('marks hashed assets immutable and the worker always revalidated; pages keep the default', () => {
    expect(headersFor(rules, '/assets/js/main.1.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(rules, '/zh/assets/js/main.1.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/zh/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/concepts/')['Cache-Control']).toBeUndefined();
  });

  it('is written for Vercel with the same headers, the redirects and trailing slashes', () => {
    const config = vercelConfig(rules, [{from: '/support/', to: '/contribute/'}]);
    expect(config.trailingSlash).toBe(true);
    expect(config.redirects).toEqual([{source: '/support/', destination: '/contribute/', permanent: true}]);
    expect(config.headers.map((h) => h.source)).toEqual([
      '/(.*)',
      '/assets/(.*)',
      '/zh/assets/(.*)',
      '/sw.js',
      '/zh/sw.js',
    ]);
    expect(config.headers[3]!.headers).toEqual([{key: 'Cache-Control', value: 'no-cache'}]);
  });
});

describe('redirects', () => {
  it('redirects the old URLs of every built locale', () => {
    expect(
      localizedRedirects(
        [
          {from: '/support/', to: '/contribute/'},
          {from: '/plugins/x/', to: '/configuration/optimization/#y'},
        ],
        ['', 'zh/'],
      ),
    ).toEqual([
      {from: '/support/', to: '/contribute/'},
      {from: '/plugins/x/', to: '/configuration/optimization/#y'},
      {from: '/zh/support/', to: '/zh/contribute/'},
      {from: '/zh/plugins/x/', to: '/zh/configuration/optimization/#y'},
    ]);
  });
});
