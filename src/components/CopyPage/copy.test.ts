import {copyUrlText, type CopyEnvironment} from './copy';

const TWIN = '/concepts/entry-points.md';
const MARKDOWN = '# Entry Points\n\nAn entry point is…\n';

const answers = (status: number, body = MARKDOWN): CopyEnvironment['fetch'] =>
  jest.fn(async () => ({ok: status >= 200 && status < 300, status, text: async () => body}));

/** A clipboard that keeps what is written, as the browser's would (or refuses it). */
function fakeClipboard(refuse = false) {
  const written: string[] = [];
  const clipboard = {
    writeText: jest.fn(async (text: string) => {
      if (refuse) throw new DOMException('denied', 'NotAllowedError');
      written.push(text);
    }),
    write: jest.fn(async (items: ClipboardItems) => {
      // As the browser does: wait for the item's text, fail when it fails.
      const blob = await (items[0] as unknown as FakeItem).items['text/plain'];
      if (refuse) throw new DOMException('denied', 'NotAllowedError');
      written.push(await blob!.text());
    }),
  };
  return {clipboard, written};
}

class FakeItem {
  constructor(readonly items: Record<string, Promise<Blob>>) {}
}
const Item = FakeItem as unknown as CopyEnvironment['ClipboardItem'];

describe('copyUrlText', () => {
  test('copies the fetched text through a ClipboardItem started at once', async () => {
    const {clipboard, written} = fakeClipboard();
    const fetch = answers(200);
    const pending = copyUrlText(TWIN, {fetch, clipboard, ClipboardItem: Item});
    // The write begins inside the click, before the text is there (Safari needs that).
    expect(clipboard.write).toHaveBeenCalledTimes(1);
    await expect(pending).resolves.toBe('copied');
    expect(fetch).toHaveBeenCalledWith(TWIN);
    expect(written).toEqual([MARKDOWN]);
  });

  test('falls back to writeText without ClipboardItem', async () => {
    const {clipboard, written} = fakeClipboard();
    await expect(copyUrlText(TWIN, {fetch: answers(200), clipboard})).resolves.toBe('copied');
    expect(clipboard.write).not.toHaveBeenCalled();
    expect(written).toEqual([MARKDOWN]);
  });

  test.each([
    ['a network error (offline)', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['a 404', answers(404, '<html>not found</html>')],
  ])('reports fetchFailed on %s and copies nothing', async (_name, fetch) => {
    for (const ClipboardItem of [Item, undefined]) {
      const {clipboard, written} = fakeClipboard();
      await expect(copyUrlText(TWIN, {fetch, clipboard, ClipboardItem})).resolves.toBe('fetchFailed');
      expect(written).toEqual([]);
    }
  });

  test('reports clipboardDenied when the browser refuses the write or has no clipboard', async () => {
    for (const ClipboardItem of [Item, undefined]) {
      const {clipboard} = fakeClipboard(true);
      await expect(copyUrlText(TWIN, {fetch: answers(200), clipboard, ClipboardItem})).resolves.toBe(
        'clipboardDenied',
      );
    }
    await expect(copyUrlText(TWIN, {fetch: answers(200)})).resolves.toBe('clipboardDenied');
  });
});
