/** Helpers shared by the tests of this plugin (not used at build time). */
import {gzipSync} from 'zlib';
import type {LinkContext} from './html';
import {repoInfo} from './repository';

export function testContext(overrides: Partial<LinkContext> = {}): LinkContext {
  return {
    repo: repoInfo('https://github.com/webpack/evil-loader.git', 'webpack-contrib/evil-loader'),
    onSite: {
      byName: new Map([
        ['css-loader', '/loaders/css-loader/'],
        ['mini-css-extract-plugin', '/plugins/mini-css-extract-plugin/'],
      ]),
      byRepo: new Map([
        ['webpack-contrib/css-loader', '/loaders/css-loader/'],
        ['webpack/css-loader', '/loaders/css-loader/'],
        ['webpack/mini-css-extract-plugin', '/plugins/mini-css-extract-plugin/'],
      ]),
    },
    ...overrides,
  };
}

/** Split processed Markdown into code-block lines and the rest (canonical fences only). */
export function splitCode(markdown: string): {code: string[]; text: string} {
  const code: string[] = [];
  const text: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    if (fence) {
      if (line === fence) fence = undefined;
      else code.push(line);
      continue;
    }
    const open = /^(`{3,})[\w+#.-]*$/.exec(line);
    if (open) {
      fence = open[1];
      continue;
    }
    text.push(line);
  }
  return {code, text: text.join('\n')};
}

/** Every raw HTML tag left in prose: name and attribute names/values. */
export function tagsIn(text: string): {name: string; raw: string}[] {
  return [...text.matchAll(/<\/?([A-Za-z][A-Za-z0-9-]*)(?:\s[^>]*)?\/?>/g)].map((m) => ({
    name: m[1]!.toLowerCase(),
    raw: m[0],
  }));
}

/** A minimal ustar archive, as npm pack writes them. */
export function makeTarball(files: Record<string, string>, type = '0'): Buffer {
  const blocks: Buffer[] = [];
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const header = Buffer.alloc(512);
    header.write(name.slice(0, 100), 0);
    header.write('0000644\0', 100);
    header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write(type, 156);
    header.write('ustar\0', 257);
    blocks.push(header, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}
