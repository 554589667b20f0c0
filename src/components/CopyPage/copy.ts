/**
 * Copying a page's Markdown twin to the clipboard: fetch it and write it as plain text.
 *
 * The clipboard write starts inside the click (a `ClipboardItem` whose text is still being
 * fetched), because Safari refuses a write that comes after an `await`; browsers without
 * `ClipboardItem` get `writeText` once the text is there.
 */

/** What a copy came to: the reader is told each of these in words. */
export type CopyResult = 'copied' | 'fetchFailed' | 'clipboardDenied';

/** The browser APIs a copy uses (the browser's own by default; fakes in the tests). */
export interface CopyEnvironment {
  fetch: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;
  clipboard?: Pick<Clipboard, 'write' | 'writeText'>;
  ClipboardItem?: new (items: Record<string, Promise<Blob>>) => ClipboardItem;
}

const browserEnvironment = (): CopyEnvironment => ({
  fetch: (url) => window.fetch(url),
  clipboard: navigator.clipboard,
  ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
});

export function copyUrlText(url: string, env: CopyEnvironment = browserEnvironment()): Promise<CopyResult> {
  const text = env.fetch(url).then((response) => {
    // A status other than 2xx is a failed fetch too (a 404 page is no Markdown).
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  // Handled below; this keeps an early rejection from being reported as unhandled.
  text.catch(() => undefined);
  const {clipboard, ClipboardItem: Item} = env;
  let written: Promise<void>;
  if (!clipboard) {
    written = text.then(() => Promise.reject(new Error('no clipboard')));
  } else if (Item && clipboard.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    written = clipboard.write([new Item({'text/plain': blob})]);
  } else {
    written = text.then((value) => clipboard.writeText(value));
  }
  return written.then(
    () => 'copied' as const,
    // The write fails too when the text never came: say which of the two went wrong.
    () =>
      text.then(
        () => 'clipboardDenied' as const,
        () => 'fetchFailed' as const,
      ),
  );
}
