// @ts-check
/**
 * The `_headers` and `_redirects` files of Netlify and Cloudflare Pages. `_headers`: a path
 * pattern on its own line, its headers indented below it. `_redirects`: `from to status` per line.
 * Shared by the build (which writes them, see index.ts) and by scripts/serve.mjs (which reads them
 * and answers the same way), so what is tested locally is what is deployed.
 */

/** @typedef {{path: string, headers: Record<string, string>}} HeaderRule */
/** @typedef {{from: string, to: string}} Redirect */

/**
 * Whether a rule's path applies to a request path: exact, or a prefix when it ends in `*`.
 * @param {string} pattern
 * @param {string} requestPath
 */
export function pathMatches(pattern, requestPath) {
  return pattern.endsWith('*') ? requestPath.startsWith(pattern.slice(0, -1)) : requestPath === pattern;
}

/**
 * The headers for a request path: those of every matching rule. A header name set by two
 * matching rules is an error, because the hosts would join both values with a comma.
 * @param {readonly HeaderRule[]} rules
 * @param {string} requestPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, requestPath) {
  /** @type {Record<string, string>} */
  const headers = {};
  /** @type {Record<string, string>} */
  const setBy = {};
  for (const rule of rules) {
    if (!pathMatches(rule.path, requestPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      if (setBy[key]) {
        throw new Error(`${name} for ${requestPath} is set by both "${setBy[key]}" and "${rule.path}"`);
      }
      setBy[key] = rule.path;
      headers[name] = value;
    }
  }
  return headers;
}

/**
 * @param {readonly HeaderRule[]} rules
 * @returns {string}
 */
export function formatHeadersFile(rules) {
  const blocks = rules.map((rule) => {
    if (!rule.path.startsWith('/') || /\s/.test(rule.path))
      throw new Error(`Not a path pattern: "${rule.path}"`);
    const lines = Object.entries(rule.headers).map(([name, value]) => {
      if (!/^[\w-]+$/.test(name) || /[\r\n]/.test(value))
        throw new Error(`Bad header for ${rule.path}: ${name}`);
      return `  ${name}: ${value}`;
    });
    return [rule.path, ...lines].join('\n');
  });
  return `${blocks.join('\n')}\n`;
}

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: {}});
      continue;
    }
    const [, name, value] = /^\s+([\w-]+):\s*(.*)$/.exec(line) ?? [];
    const rule = rules.at(-1);
    if (name === undefined || value === undefined || !rule)
      throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path`);
    rule.headers[name] = value.trim();
  }
  return rules;
}

/**
 * Permanent redirects (301); the host keeps the query string.
 * @param {readonly Redirect[]} redirects
 * @returns {string}
 */
export function formatRedirectsFile(redirects) {
  return redirects
    .map(({from, to}) => {
      if (!from.startsWith('/') || /\s/.test(from + to)) throw new Error(`Bad redirect: ${from} -> ${to}`);
      return `${from} ${to} 301\n`;
    })
    .join('');
}

/**
 * @param {string} text
 * @returns {Map<string, string>} target by source path
 */
export function parseRedirectsFile(text) {
  /** @type {Map<string, string>} */
  const redirects = new Map();
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const [from, to, status, ...rest] = line.trim().split(/\s+/);
    if (!from || !to || status !== '301' || rest.length) {
      throw new Error(`_redirects line ${index + 1}: expected "/from /to 301"`);
    }
    redirects.set(from, to);
  }
  return redirects;
}
