// Shared by the docs-as-tests harness (tests/docs) and the remark plugins that read fence meta.
/**
 * Parses the meta part of a fence info string, e.g. `title="src/index.js" project="demo" output {1,3}`.
 * - `key="value with spaces"` and `key='value'` → string values (backslash escapes the quote),
 * - `key=value` → string value up to the next whitespace,
 * - bare words (`validate`, `output`, `showLineNumbers`) → `true`,
 * - Docusaurus line-highlight ranges (`{1,3-5}`) are kept under the key `highlight`.
 * Later occurrences of a key override earlier ones.
 */
export type Meta = Record<string, string | true>;

export function parseMeta(meta: string): Meta {
  const out: Meta = {};
  let i = 0;
  const s = meta;
  while (i < s.length) {
    while (i < s.length && /\s/.test(s.charAt(i))) i++;
    if (i >= s.length) break;
    if (s.charAt(i) === '{') {
      const end = s.indexOf('}', i);
      const stop = end === -1 ? s.length : end + 1;
      out.highlight = s.slice(i, stop);
      i = stop;
      continue;
    }
    let key = '';
    while (i < s.length && !/[\s=]/.test(s.charAt(i))) key += s.charAt(i++);
    if (s.charAt(i) === '=') {
      i++;
      let value = '';
      const q = s.charAt(i);
      if (q === '"' || q === "'") {
        i++;
        while (i < s.length && s.charAt(i) !== q) {
          if (s.charAt(i) === '\\' && i + 1 < s.length && (s.charAt(i + 1) === q || s.charAt(i + 1) === '\\'))
            i++;
          value += s.charAt(i++);
        }
        i++; // closing quote
      } else {
        while (i < s.length && !/\s/.test(s.charAt(i))) value += s.charAt(i++);
      }
      if (key) out[key] = value;
    } else if (key) {
      out[key] = true;
    } else {
      i++;
    }
  }
  return out;
}

export function metaString(meta: Meta, key: string): string | undefined {
  const v = meta[key];
  return typeof v === 'string' ? v : undefined;
}
