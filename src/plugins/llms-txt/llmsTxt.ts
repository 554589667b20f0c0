/** llms.txt (https://llmstxt.org), llms-full.txt and the twin's header: pure formatting. */

export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsTxt {
  /** The site's name: the file's H1. */
  title: string;
  /** One paragraph: the `>` blockquote. */
  summary: string;
  /** Optional Markdown between the summary and the sections. */
  details?: string;
  sections: LlmsSection[];
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Link text with its brackets escaped, so that `[a]` in a title does not end the link early. */
const linkText = (text: string): string => oneLine(text).replace(/[[\]\\]/g, (c) => `\\${c}`);

/**
 * The first sentence of a paragraph: up to the first `.`, `!` or `?` followed by a space or the
 * end, or the first `。！？`; the whole paragraph when it has no sentence end.
 */
export function firstSentence(paragraph: string): string {
  const text = oneLine(paragraph);
  const match = /^.*?(?:[.!?](?=\s|$)|[。！？])/u.exec(text);
  return (match?.[0] ?? text).trim();
}

/** A page's one-line description: its front matter `description`, else its first sentence. */
export function describePage(frontMatterDescription: unknown, firstParagraph: string | undefined): string {
  if (typeof frontMatterDescription === 'string' && frontMatterDescription.trim()) {
    return oneLine(frontMatterDescription);
  }
  return firstParagraph ? firstSentence(firstParagraph) : '';
}

export function formatLink({title, url, description}: LlmsLink): string {
  const text = description ? `: ${oneLine(description)}` : '';
  return `- [${linkText(title)}](${encodeURI(decodeURI(url))})${text}`;
}

export function formatLlmsTxt({title, summary, details, sections}: LlmsTxt): string {
  const parts = [`# ${oneLine(title)}`, `> ${oneLine(summary)}`];
  if (details?.trim()) parts.push(details.trim());
  for (const section of sections) {
    if (!section.links.length) continue;
    parts.push(`## ${oneLine(section.title)}\n\n${section.links.map(formatLink).join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** llms-full.txt: the site's H1 and summary, then every page's twin, one after another. */
export function formatLlmsFull(
  {title, summary}: Pick<LlmsTxt, 'title' | 'summary'>,
  pages: string[],
): string {
  return `${[`# ${oneLine(title)}`, `> ${oneLine(summary)}`, ...pages.map((page) => page.trim())].join('\n\n')}\n`;
}

export interface TwinHeader {
  title: string;
  /** The HTML page's absolute URL. */
  pageUrl: string;
  /** The sentence naming the page (locale wording), `{url}` standing for its URL. */
  sourceLine: string;
  /** For a pulled README: the package, its version and its README's URL. */
  pulled?: {line: string};
}

/** A twin: `# Title`, a blockquote naming its page (and the README it comes from), the body. */
export function formatTwin(header: TwinHeader, body: string): string {
  const quote = [header.sourceLine.replace('{url}', header.pageUrl), header.pulled?.line]
    .filter(Boolean)
    .map((line) => `> ${line}`)
    .join('\n>\n');
  return `${[`# ${oneLine(header.title)}`, quote, body.trim()].filter(Boolean).join('\n\n')}\n`;
}
