/**
 * First-view byte budget: the JavaScript and CSS a page loads before it is usable, gzip-compressed
 * as our server sends it. Shared by the browser test that enforces the budget
 * (tests/e2e/budget.spec.ts) and by `npm run bench`, so both report the same figure.
 */
import {gzipSync} from 'node:zlib';

/** A JS or CSS file a page loaded, by path, with its size gzip-compressed. */
export interface LoadedFile {
  path: string;
  gzipBytes: number;
}

/** Sizes of a page's files at the last accepted build, keyed by `stableName`. */
export type FileSizes = Record<string, number>;

export interface BudgetReport {
  total: number;
  budget: number;
  withinBudget: boolean;
  /** Files larger than in the baseline, or not in it, largest growth first. */
  grown: {name: string; bytes: number; before?: number}[];
  /** One line per file, largest first, for the failure message. */
  message: string;
}

/** Bytes gzip (level 6, compression's default) makes of a file: exact, unlike time. */
export const gzipSize = (content: Buffer | string): number => gzipSync(content, {level: 6}).length;

export const formatKiB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * A file's name without its content hash, so that a file keeps its name from build to build:
 * `/assets/js/main.5a9f8d4e.js` → `js/main.js`, `/assets/css/styles.0524b2f8.css` → `css/styles.css`.
 */
export function stableName(path: string): string {
  const assets = /\/assets\/(js|css)\/(.+?)\.[0-9a-f]{8}\.(js|css)$/.exec(path);
  return assets ? `${assets[1]}/${assets[2]}.${assets[3]}` : path;
}

/** The baseline entry of a page: each file's gzip size under its stable name. */
export const fileSizes = (files: readonly LoadedFile[]): FileSizes =>
  Object.fromEntries(
    [...files]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((file) => [stableName(file.path), file.gzipBytes]),
  );

/** Whether a page's first view fits its budget; when it does not, names the files that grew since the baseline. */
export function checkFirstViewBudget(
  page: string,
  files: readonly LoadedFile[],
  budget: number,
  baseline: FileSizes = {},
): BudgetReport {
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const named = files.map((file) => ({name: stableName(file.path), bytes: file.gzipBytes}));
  const grown = named
    .filter((file) => baseline[file.name] === undefined || file.bytes > baseline[file.name]!)
    .map((file) => ({...file, before: baseline[file.name]}))
    .sort((a, b) => b.bytes - (b.before ?? 0) - (a.bytes - (a.before ?? 0)));
  const withinBudget = total <= budget;
  const lines = [
    `${page}: first-view JS+CSS ${formatKiB(total)} gzip, budget ${formatKiB(budget)}` +
      (withinBudget ? '' : ` (over by ${formatKiB(total - budget)})`),
  ];
  if (!withinBudget) {
    lines.push(
      grown.length > 0
        ? `files that grew since the baseline: ${grown
            .map((file) =>
              file.before === undefined
                ? `${file.name} (new, ${formatKiB(file.bytes)})`
                : `${file.name} (${formatKiB(file.before)} → ${formatKiB(file.bytes)})`,
            )
            .join(', ')}`
        : 'no file grew since the baseline: the budget was lowered, or the baseline was updated past it',
    );
  }
  lines.push(
    ...[...named]
      .sort((a, b) => b.bytes - a.bytes)
      .map((file) => `  ${formatKiB(file.bytes).padStart(10)}  ${file.name}`),
  );
  return {total, budget, withinBudget, grown, message: lines.join('\n')};
}
