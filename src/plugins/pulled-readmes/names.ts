/**
 * Accessible names for what READMEs leave unnamed: `alt` text for images, a label for links whose
 * only content is an unnamed image. Derived from the URLs, so they say something true.
 */

/** Hosts that only serve status badges. */
const BADGE_HOSTS = new Set([
  'img.shields.io',
  'badgen.net',
  'badge.fury.io',
  'codecov.io',
  'coveralls.io',
  'travis-ci.org',
  'travis-ci.com',
  'circleci.com',
  'ci.appveyor.com',
  'david-dm.org',
  'packagephobia.com',
  'packagephobia.now.sh',
  'snyk.io',
  'opencollective.com',
]);

/** What the first path segments of a shields.io badge show. */
const SHIELDS: Record<string, string> = {
  'npm/v': 'npm version',
  'npm/dm': 'npm downloads per month',
  'npm/dw': 'npm downloads per week',
  'npm/dt': 'npm downloads',
  'npm/l': 'license',
  'node/v': 'supported Node.js versions',
};

function parse(url: string): URL | undefined {
  try {
    return new URL(url, 'https://relative.invalid/');
  } catch {
    return undefined;
  }
}

/** Path segments, decoded, without the file extension of the last one. */
function segments(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    })
    .map((part, index, all) => (index === all.length - 1 ? part.replace(/\.[a-z0-9]{2,5}$/i, '') : part));
}

export function isBadge(src: string): boolean {
  const url = parse(src);
  if (!url) return false;
  return (
    BADGE_HOSTS.has(url.hostname) ||
    /(^|\/)badge(\.svg)?$/.test(url.pathname) ||
    /\/actions\/workflows\/.*\/badge\.svg$/.test(url.pathname)
  );
}

/** "npm version: css-loader", "build status", … */
function badgeLabel(url: URL): string {
  const parts = segments(url);
  if (url.hostname === 'img.shields.io') {
    if (parts[0] === 'badge' && parts[1]) {
      // /badge/<label>-<message>-<colour>, `--` stands for a dash.
      const [label, message] = parts[1]
        .split(/(?<!-)-(?!-)/)
        .map((s) => s.replace(/--/g, '-').replace(/_/g, ' '));
      return message ? `${label}: ${message}` : `${label}`;
    }
    const kind = SHIELDS[parts.slice(0, 2).join('/')];
    if (kind) return parts[2] ? `${kind}: ${parts.slice(2).join('/')}` : kind;
  }
  const host = url.hostname.replace(/^(www|img|api|ci)\./, '');
  const detail = parts.filter((part) => !/^(badge|badges|svg|png|graph|branch)$/i.test(part)).slice(0, 3);
  return `${host} badge${detail.length ? `: ${detail.join(' ')}` : ''}`;
}

/** A readable file name: `hello-world_2.png` → "hello world 2"; undefined for ids and hashes. */
function fileLabel(url: URL): string | undefined {
  const last = segments(url).at(-1);
  if (!last || /^[0-9a-f]{8,}$/i.test(last) || /^\d+$/.test(last)) return undefined;
  return last.replace(/[-_.]+/g, ' ').trim() || undefined;
}

/** Where a link goes, in words: "github.com/webpack", "peerigon.com". */
export function linkLabel(href: string): string {
  if (href.startsWith('#')) return `section ${href.slice(1)}`;
  const url = parse(href);
  if (!url) return 'link';
  if (url.protocol === 'mailto:') return `email ${url.pathname}`;
  if (url.hostname === 'relative.invalid') return url.pathname;
  const host = url.hostname.replace(/^www\./, '');
  const path = segments(url).slice(0, 2).join('/');
  return path ? `${host}/${path}` : host;
}

/** Link texts that say nothing of where the link leads ("more [information](…)"): search engines and screen readers list links by their text. */
const GENERIC_LINK_TEXTS = new Set([
  'here',
  'click here',
  'see here',
  'this',
  'this link',
  'this page',
  'link',
  'more',
  'read more',
  'learn more',
  'information',
  'more information',
  'more info',
  'details',
  'more details',
  'go',
  'start',
]);

export const isGenericLinkText = (text: string): boolean =>
  GENERIC_LINK_TEXTS.has(text.replace(/\s+/g, ' ').trim().toLowerCase());

export interface ImageToName {
  src: string;
  /** npm name of the package whose README this is. */
  packageName: string;
  /** Set when the image is the only content of a link: the alt then names the link. */
  linkHref?: string;
  /** Text beside the image in its element (a table cell with a name, a figure's caption). */
  caption?: string;
}

/** A meaningful, never empty `alt` for an image its README left without one. */
export function imageAlt({src, packageName, linkHref, caption}: ImageToName): string {
  const url = parse(src);
  if (url && isBadge(src)) return badgeLabel(url);
  if (linkHref) return linkLabel(linkHref);
  const beside = caption?.replace(/\s+/g, ' ').trim();
  if (beside) return beside.length > 80 ? `${beside.slice(0, 79)}…` : beside;
  const file = url && fileLabel(url);
  return file ? `${packageName}: ${file}` : `${packageName} image`;
}
