/**
 * Reads the README out of an npm package tarball (.tgz): zlib unzips, tar-stream reads the entries
 * (ustar, pax and GNU long names included).
 */
import {gunzipSync} from 'zlib';
import {extract} from 'tar-stream';

const README = /^readme(\.(md|markdown|mdown|mkdn|txt))?$/i;

/** Markdown first, then no extension, then anything else (`.txt`). */
const rank = (name: string) => (/\.(md|markdown|mdown|mkdn)$/i.test(name) ? 0 : /\./.test(name) ? 2 : 1);

/**
 * Return the README text at the top of the package directory of an npm
 * tarball, or undefined. Throws on a corrupt archive or when the unpacked
 * data exceeds `maxBytes`.
 */
export async function readmeFromTarball(
  tgz: Buffer,
  maxBytes = 20 * 1024 * 1024,
): Promise<string | undefined> {
  const tar = gunzipSync(tgz, {maxOutputLength: maxBytes});
  const entries = extract();
  entries.end(tar);
  const candidates: {name: string; text: string}[] = [];
  for await (const entry of entries) {
    // npm tarballs have one top-level directory (usually "package/").
    const parts = entry.header.name.replace(/^\.\//, '').split('/');
    const name = parts[1];
    if (entry.header.type === 'file' && parts.length === 2 && name && README.test(name)) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      candidates.push({name, text: Buffer.concat(chunks).toString('utf8')});
    } else {
      entry.resume();
    }
  }
  candidates.sort((a, b) => rank(a.name) - rank(b.name));
  return candidates[0]?.text;
}

/**
 * The text of the named files (paths below the package directory, `dist/options.json`), for
 * those the tarball holds. Throws like `readmeFromTarball`.
 */
export async function filesFromTarball(
  tgz: Buffer,
  wanted: readonly string[],
  maxBytes = 20 * 1024 * 1024,
): Promise<Record<string, string>> {
  const tar = gunzipSync(tgz, {maxOutputLength: maxBytes});
  const entries = extract();
  entries.end(tar);
  const found: Record<string, string> = {};
  for await (const entry of entries) {
    const inPackage = entry.header.name.replace(/^\.\//, '').split('/').slice(1).join('/');
    if (entry.header.type === 'file' && wanted.includes(inPackage)) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      found[inPackage] = Buffer.concat(chunks).toString('utf8');
    } else {
      entry.resume();
    }
  }
  return found;
}
