/**
 * Reads the README out of an npm package tarball (.tgz) with node's zlib and
 * a minimal tar reader: no dependencies.
 */
import {gunzipSync} from 'zlib';

const README = /^readme(\.(md|markdown|mdown|mkdn|txt))?$/i;

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const nul = raw.indexOf(0);
  return raw.subarray(0, nul === -1 ? raw.length : nul).toString('utf8');
}

function octal(block: Buffer, start: number, length: number): number {
  const text = field(block, start, length).trim();
  return text ? parseInt(text, 8) : 0;
}

function paxPath(data: Buffer): string | undefined {
  // Records: "<len> key=value\n"
  const text = data.toString('utf8');
  const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(text);
  return match?.[1];
}

/**
 * Return the README text at the top of the package directory of an npm
 * tarball, or undefined. Throws on a corrupt archive or when the unpacked
 * data exceeds `maxBytes`.
 */
export function readmeFromTarball(tgz: Buffer, maxBytes = 20 * 1024 * 1024): string | undefined {
  const tar = gunzipSync(tgz, {maxOutputLength: maxBytes});
  const candidates: {name: string; text: string}[] = [];
  let offset = 0;
  let longName: string | undefined;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) {
      break;
    }
    const size = octal(header, 124, 12);
    if (!Number.isFinite(size) || size < 0) {
      throw new Error('corrupt tarball header');
    }
    const type = String.fromCharCode(header[156] ?? 48);
    const dataStart = offset + 512;
    const data = tar.subarray(dataStart, dataStart + size);
    offset = dataStart + Math.ceil(size / 512) * 512;
    if (type === 'x') {
      longName = paxPath(data) ?? longName;
      continue;
    }
    if (type === 'L') {
      longName = field(data, 0, data.length);
      continue;
    }
    if (type === 'g') {
      continue;
    }
    const magic = field(header, 257, 6);
    const prefix = magic.startsWith('ustar') ? field(header, 345, 155) : '';
    const path = longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
    longName = undefined;
    if (type !== '0' && type !== '\0') {
      continue;
    }
    // npm tarballs have one top-level directory (usually "package/").
    const parts = path.replace(/^\.\//, '').split('/');
    if (parts.length === 2 && README.test(parts[1]!)) {
      candidates.push({name: parts[1]!, text: data.toString('utf8')});
    }
  }
  const rank = (name: string) => (/\.(md|markdown|mdown|mkdn)$/i.test(name) ? 0 : /\./.test(name) ? 2 : 1);
  candidates.sort((a, b) => rank(a.name) - rank(b.name));
  return candidates[0]?.text;
}
