/** The entries of the /configuration/ pages that document an option, shared by the coverage report and the defaults check. */
import path from 'node:path';
import {anchorOf, pathOfHeading} from '../../src/data/optionPaths';
import {pagesIn} from './docsTree';
import {readEntries, type PageEntry} from './entries';
import type {OptionPath} from './schemaPaths';

export interface OptionEntry {
  /** The option path the entry documents. */
  path: string;
  entry: PageEntry;
}

export interface ConfigurationEntries {
  /** Entries that document an option of the schema. */
  options: OptionEntry[];
  /** Entries whose heading looks like an option path but names none (a typo, a removed option). */
  unknown: {path: string; entry: PageEntry}[];
}

/**
 * Which option each entry of the /configuration/ pages under `root` documents: its heading names
 * the path (`## output.filename`, `### Rule.test`), or its explicit id is the path's anchor, or it
 * is the introduction of the page named after a top-level option (`output.md`, `watch-options.md`).
 */
export function configurationEntries(root: string, paths: OptionPath[]): ConfigurationEntries {
  const known = new Map(paths.map((option) => [option.path, option]));
  const byAnchor = new Map(paths.map((option) => [anchorOf(option.path), option.path]));
  // Paths below an option that takes any keys (`devServer`) are someone else's options.
  const isUnknownOption = (named: string): boolean => {
    const segments = named.split('.');
    for (let length = segments.length - 1; length > 0; length--) {
      const ancestor = known.get(segments.slice(0, length).join('.'));
      if (ancestor) return !ancestor.open;
    }
    return false;
  };
  const result: ConfigurationEntries = {options: [], unknown: []};
  for (const page of pagesIn(root, 'configuration')) {
    const slug = path
      .basename(page.file)
      .replace(/\.mdx?$/, '')
      .replace(/-/g, '')
      .toLowerCase();
    const ownOption = paths.find((option) => option.depth === 1 && option.path.toLowerCase() === slug)?.path;
    for (const entry of readEntries(page.file, page.source)) {
      if (entry.intro) {
        if (ownOption !== undefined) result.options.push({path: ownOption, entry});
        continue;
      }
      const named = pathOfHeading(entry.heading.text);
      const option =
        named !== undefined && known.has(named)
          ? named
          : entry.heading.explicitId
            ? byAnchor.get(entry.heading.id.toLowerCase())
            : undefined;
      if (option !== undefined) result.options.push({path: option, entry});
      else if (named !== undefined && named.includes('.') && isUnknownOption(named))
        result.unknown.push({path: named, entry});
    }
  }
  return result;
}
