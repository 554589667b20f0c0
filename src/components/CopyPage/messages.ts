/**
 * The strings of the Copy page menu and status, in English. They are not `translate()` strings:
 * every string of i18n/<locale>/code.json ships in the main bundle of every page, and these are
 * needed only once the reader uses the buttons. A locale's own are in
 * i18n/<locale>/lazy/copy-page.json (code.json's format, checked like it), fetched with the menu.
 */
export const copyPageMessages = {
  'site.copyPage.menu': 'Page as Markdown',
  'site.copyPage.menu.copy': 'Copy page as Markdown',
  'site.copyPage.menu.view': 'View as Markdown',
  'site.copyPage.status.copied': 'Copied as Markdown',
  'site.copyPage.status.fetchFailed': 'Not copied: the page’s Markdown did not load. Are you offline?',
  'site.copyPage.status.clipboardDenied': 'Not copied: the browser blocked the clipboard.',
} as const;

export type CopyPageMessages = Record<keyof typeof copyPageMessages, string>;

/** A translation file: id → message (and a description for translators). */
export type MessageFile = Record<string, {message: string; description?: string}>;

/** A locale's messages over the English ones: an id the file lacks stays in English. */
export function mergeMessages(file: MessageFile | undefined): CopyPageMessages {
  const merged: Record<string, string> = {...copyPageMessages};
  for (const id of Object.keys(copyPageMessages)) {
    const message = file?.[id]?.message;
    if (message) merged[id] = message;
  }
  return merged as CopyPageMessages;
}

/** The messages of a locale: English on the default locale, else its lazy file (English when it has none). */
export async function loadMessages(locale: string, defaultLocale: string): Promise<CopyPageMessages> {
  if (locale === defaultLocale) return mergeMessages(undefined);
  const file = await import(
    /* webpackChunkName: "copy-page-messages" */ `@site/i18n/${locale}/lazy/copy-page.json`
  ).then(
    (module: {default: MessageFile}) => module.default,
    () => undefined,
  );
  return mergeMessages(file);
}
