/**
 * The front matter contract of our pages (README "Front matter"). Docusaurus's own
 * keys (description, slug, …) pass through; ours are checked so that a typo fails
 * the build with the file and the field named instead of silently mis-sorting a page.
 */
export interface RelatedLink {
  title: string;
  url: string;
}

export interface PageFrontMatter {
  title?: string;
  sort?: number;
  group?: string;
  contributors?: string[];
  related?: RelatedLink[];
  keywords?: string[];
}

// GitHub's rule: alphanumerics and single hyphens, no leading/trailing hyphen, max 39.
const GITHUB_HANDLE = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i;

export class FrontMatterError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid front matter in ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'FrontMatterError';
  }
}

const show = (value: unknown) => JSON.stringify(value) ?? String(value);

/** Returns the problems found; an empty list means the front matter is valid. */
export function frontMatterProblems(
  frontMatter: Record<string, unknown>,
  {requireTitle}: {requireTitle: boolean},
): string[] {
  const problems: string[] = [];
  const {title, sort, group, contributors, related, keywords} = frontMatter;

  if (title === undefined) {
    if (requireTitle) problems.push('"title" is required');
  } else if (typeof title !== 'string' || title.trim() === '') {
    problems.push(`"title" must be a non-empty string (got ${show(title)})`);
  }
  if (sort !== undefined && (typeof sort !== 'number' || !Number.isFinite(sort))) {
    problems.push(`"sort" must be a number (got ${show(sort)})`);
  }
  if (group !== undefined && (typeof group !== 'string' || group.trim() === '')) {
    problems.push(`"group" must be a non-empty string (got ${show(group)})`);
  }
  if (contributors !== undefined) {
    if (!Array.isArray(contributors)) {
      problems.push(`"contributors" must be a list of GitHub handles (got ${show(contributors)})`);
    } else {
      contributors.forEach((handle, i) => {
        if (typeof handle !== 'string' || !GITHUB_HANDLE.test(handle)) {
          problems.push(`"contributors[${i}]" is not a GitHub handle (got ${show(handle)})`);
        }
      });
    }
  }
  if (related !== undefined) {
    if (!Array.isArray(related)) {
      problems.push(`"related" must be a list of {title, url} (got ${show(related)})`);
    } else {
      related.forEach((link, i) => {
        const entry = link as Partial<RelatedLink> | null;
        if (typeof entry?.title !== 'string' || entry.title.trim() === '') {
          problems.push(`"related[${i}].title" must be a non-empty string (got ${show(entry?.title)})`);
        }
        if (typeof entry?.url !== 'string' || !/^(https?:\/\/|\/)/.test(entry.url)) {
          problems.push(`"related[${i}].url" must start with / or http(s):// (got ${show(entry?.url)})`);
        }
      });
    }
  }
  if (keywords !== undefined) {
    if (!Array.isArray(keywords)) {
      problems.push(`"keywords" must be a list of words readers search for (got ${show(keywords)})`);
    } else {
      // The page's <meta name=keywords> joins them with commas, and the search index splits them there.
      keywords.forEach((keyword, i) => {
        if (typeof keyword !== 'string' || keyword.trim() === '' || /[,，]/.test(keyword)) {
          problems.push(`"keywords[${i}]" must be a non-empty string without commas (got ${show(keyword)})`);
        }
      });
    }
  }
  return problems;
}

/** Pages of ours (docs, translated docs, blog) need a title; other markdown may omit it. */
export function requiresTitle(filePath: string): boolean {
  return /(^|[\\/])(docs|blog|versioned_docs|i18n[\\/][^\\/]+[\\/]docusaurus-plugin-content-(docs|blog))[\\/]/.test(
    filePath,
  );
}

export function assertValidFrontMatter(frontMatter: Record<string, unknown>, filePath: string): void {
  const problems = frontMatterProblems(frontMatter, {requireTitle: requiresTitle(filePath)});
  if (problems.length > 0) {
    throw new FrontMatterError(filePath, problems);
  }
}
