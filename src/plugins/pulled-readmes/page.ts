/**
 * Renders a pulled page: front matter, notices, "Jump to repository", and
 * the processed README (or, when degraded, what we know without it).
 */
import type {PulledPackage} from '../../data/pulledPackages';
import {routeFor, titleFor} from '../../data/pulledPackages';
import type {RepoInfo} from './repository';
import {editUrl, readmeUrl, repoUrl} from './repository';

export interface PageInput {
  pkg: PulledPackage;
  repo: RepoInfo;
  /** The README as page body (prepare/); undefined when degraded. */
  body?: string;
  version?: string;
  /** Deprecation message from the registry, if any. */
  registryDeprecated?: string;
  /** Why the README is missing (degraded pages). */
  reason?: string;
  /**
   * Whether the on-site replacement page of a deprecated package exists; if
   * not, the notice names it without a link (broken links fail the build).
   */
  replacementExists?: boolean;
}

/** A YAML scalar: JSON strings are valid YAML. */
const q = (value: string) => JSON.stringify(value);

function oneLine(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Escape text for use inside a Markdown paragraph. */
function mdText(text: string): string {
  return oneLine(text).replace(/[\\`*_{}[\]()<>#!|~&:]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function replacementLink(replacement: {title: string; href: string}, exists = true): string {
  const onSite = replacement.href.startsWith('/');
  if (onSite && !exists) {
    return mdText(replacement.title);
  }
  return `[${mdText(replacement.title)}](${encodeURI(decodeURI(replacement.href))})`;
}

export function renderPage(input: PageInput): {content: string; degraded: boolean} {
  const {pkg, repo} = input;
  const degraded = input.body === undefined;
  const title = titleFor(pkg);
  const route = routeFor(pkg);
  const deprecation = pkg.deprecated?.reason ?? input.registryDeprecated;
  // Our own reasons may use Markdown; the registry's text is escaped.
  const deprecationText = pkg.deprecated ? oneLine(pkg.deprecated.reason) : mdText(deprecation ?? '');
  const front: string[] = [
    '---',
    `id: ${q(pkg.name)}`,
    `title: ${q(title)}`,
    `sidebar_label: ${q(title)}`,
    `slug: ${q(route)}`,
    // Our summary, not the registry's description ("Minimizer plugin for webpack"): it says what the
    // package does in the words readers search with and search engines show.
    `description: ${q(oneLine(pkg.summary, 200))}`,
    ...(pkg.keywords?.length ? [`keywords: ${JSON.stringify(pkg.keywords)}`] : []),
    `custom_edit_url: ${q(editUrl(repo))}`,
    `source: ${q(readmeUrl(repo))}`,
    `edit: ${q(editUrl(repo))}`,
    `repo: ${q(repoUrl(repo))}`,
    ...(pkg.group ? [`group: ${q(pkg.group)}`] : []),
    'pulled: true',
    `package: ${q(pkg.name)}`,
    ...(input.version ? [`version: ${q(input.version)}`] : []),
    ...(degraded ? ['degraded: true'] : []),
    ...(deprecation ? [`deprecated: ${q(oneLine(deprecation))}`] : []),
    'mdx:',
    '  format: md',
    '---',
    '',
  ];
  const body: string[] = [];
  if (deprecation) {
    const replacement = pkg.deprecated?.replacement;
    body.push(
      ':::warning[Deprecated]',
      '',
      `${deprecationText}${replacement ? ` See ${replacementLink(replacement, input.replacementExists)}.` : ''}`,
      '',
      ':::',
      '',
    );
  }
  if (pkg.builtIn) {
    body.push(':::tip[Built into webpack]', '', oneLine(pkg.builtIn), '', ':::', '');
  }
  body.push(`[Jump to repository](${repoUrl(repo)})`, '');
  if (degraded) {
    body.push(
      ':::caution[README not available]',
      '',
      `The README of \`${pkg.name}\` could not be fetched from the npm registry when this site was built` +
        `${input.reason ? ` (${mdText(input.reason)})` : ''}. ` +
        `Read it [in the repository](${readmeUrl(repo)}).`,
      '',
      ':::',
      '',
      mdText(pkg.summary),
      '',
      '## Install {#install}',
      '',
      '```bash',
      `npm install --save-dev ${pkg.name}`,
      '```',
      '',
      `See the [npm page](https://www.npmjs.com/package/${pkg.name}) and the [repository](${repoUrl(repo)}) for the documentation.`,
      '',
    );
  } else {
    body.push(input.body!);
  }
  return {content: `${front.join('\n')}\n${body.join('\n').trimEnd()}\n`, degraded};
}
