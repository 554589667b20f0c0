import crypto from 'node:crypto';
import {Parser} from 'htmlparser2';
import type {HeaderRule, Redirect} from './hostFiles.mjs';

/** Script types a browser runs (anything else, like JSON-LD, is data that CSP does not govern). */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP source (`'sha256-…'`) of every inline script a page runs, each once: the hash of the
 * script's text exactly as it stands between `<script>` and `</script>`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let current: string[] | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = (attributes.type ?? '').trim().toLowerCase();
        current = name === 'script' && !('src' in attributes) && EXECUTABLE_TYPES.has(type) ? [] : undefined;
      },
      ontext(text) {
        current?.push(text);
      },
      onclosetag(name) {
        if (name !== 'script' || !current) return;
        const digest = crypto.createHash('sha256').update(current.join(''), 'utf8').digest('base64');
        hashes.add(`'sha256-${digest}'`);
        current = undefined;
      },
    },
    {decodeEntities: false},
  );
  parser.end(html);
  return [...hashes];
}

export interface PolicySources {
  /** `'sha256-…'` sources of the inline scripts. */
  readonly scriptHashes: readonly string[];
  /** Extra origins per directive, e.g. the search service for `connect-src`. */
  readonly script?: readonly string[];
  readonly connect?: readonly string[];
  readonly frame?: readonly string[];
  /** Origins a form may post to (StackBlitz: a project panel opens its project there by a form post). */
  readonly form?: readonly string[];
}

/**
 * The site's Content-Security-Policy. Scripts: our own files and the hashed inline scripts only.
 * `'wasm-unsafe-eval'` lets the search index (pagefind) compile its WebAssembly; it allows no
 * JavaScript eval. Styles allow inline: React renders `style` attributes (Prism colours every
 * code token that way), which hashes cannot list; CSS cannot run script.
 */
export function contentSecurityPolicy({
  scriptHashes,
  script = [],
  connect = [],
  frame = [],
  form = [],
}: PolicySources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...script, ...[...scriptHashes].sort()],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Avatars, badges and README images come from many hosts, always over HTTPS.
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connect],
    ['frame-src', ...(frame.length ? frame : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...form],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export interface DeployRuleInput {
  readonly contentSecurityPolicy: string;
  /** Directories of content-hashed files, e.g. `/assets/`, `/zh/assets/`. */
  readonly hashedDirectories: readonly string[];
  /** The service worker scripts, e.g. `/sw.js`, `/zh/sw.js`, `/662.sw.js`. */
  readonly workerScripts: readonly string[];
}

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * The headers of the whole site. Each header name is set by one rule per path, since the hosts
 * join the values of two matching rules. Pages take the hosts' default `Cache-Control`
 * (revalidate every time: `max-age=0, must-revalidate`), as scripts/serve.mjs does.
 */
export function deployRules({
  contentSecurityPolicy: policy,
  hashedDirectories,
  workerScripts,
}: DeployRuleInput): HeaderRule[] {
  return [
    {path: '/*', headers: {'Content-Security-Policy': policy, ...SECURITY_HEADERS}},
    ...hashedDirectories.map((dir) => ({
      path: `${dir}*`,
      headers: {'Cache-Control': 'public, max-age=31536000, immutable'},
    })),
    // A new worker must be seen on the next visit: always revalidated, never from a cache.
    ...workerScripts.map((script) => ({path: script, headers: {'Cache-Control': 'no-cache'}})),
  ];
}

/** The site's old URLs in every built locale: `/zh/<from>` → `/zh/<to>` for the Chinese site. */
export function localizedRedirects(
  redirects: readonly Redirect[],
  localePrefixes: readonly string[],
): Redirect[] {
  return localePrefixes.flatMap((prefix) =>
    redirects.map(({from, to}) => ({from: `/${prefix}${from.slice(1)}`, to: `/${prefix}${to.slice(1)}`})),
  );
}

/**
 * The same configuration for Vercel, which also redirects `/path` to `/path/` (`trailingSlash`).
 * Netlify and Cloudflare Pages do that by themselves for a folder with an index.html.
 */
export function vercelConfig(rules: readonly HeaderRule[], redirects: readonly Redirect[]) {
  return {
    trailingSlash: true,
    redirects: redirects.map(({from, to}) => ({source: from, destination: to, permanent: true})),
    headers: rules.map((rule) => ({
      source: rule.path.endsWith('*') ? `${rule.path.slice(0, -1)}(.*)` : rule.path,
      headers: Object.entries(rule.headers).map(([key, value]) => ({key, value})),
    })),
  };
}
