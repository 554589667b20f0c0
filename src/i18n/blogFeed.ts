/**
 * The title and description of the blog's RSS and Atom feeds in the language being built.
 * Docusaurus translates the blog's title and description for the blog pages
 * (`i18n/<locale>/docusaurus-plugin-content-blog/options.json`), but the feeds take `feedOptions`
 * from the config as they are: without this, the Chinese feed is called "webpack Blog".
 */
import fs from 'node:fs';
import path from 'node:path';

export interface BlogFeedText {
  title: string;
  description: string;
}

interface Options {
  siteDir: string;
  /** The locale being built; the default locale, or one without translations, keeps the English. */
  locale: string;
  siteTitle: string;
  /** The blog's English title and description, as given to the blog plugin. */
  blogTitle: string;
  blogDescription: string;
}

type Messages = Record<string, {message?: unknown} | undefined>;

/** The translated message `id` of `file`, or undefined when there is none. */
function messageOf(messages: Messages, id: string, file: string): string | undefined {
  const message = messages[id]?.message;
  if (message === undefined) return undefined;
  if (typeof message !== 'string' || message.trim() === '') {
    throw new Error(`${file}: "${id}.message" must be a non-empty string`);
  }
  return message;
}

export function blogFeedText({
  siteDir,
  locale,
  siteTitle,
  blogTitle,
  blogDescription,
}: Options): BlogFeedText {
  const file = path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-blog', 'options.json');
  let messages: Messages = {};
  if (fs.existsSync(file)) {
    try {
      messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
    } catch (error) {
      throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
    }
  }
  return {
    title: `${siteTitle} ${messageOf(messages, 'title', file) ?? blogTitle}`,
    description: messageOf(messages, 'description', file) ?? blogDescription,
  };
}
