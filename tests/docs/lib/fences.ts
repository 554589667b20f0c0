/**
 * A small CommonMark fenced-code-block parser (spec 0.31, section 4.5), enough for the docs harness:
 * ``` and ~~~ fences, 0–3 spaces of indentation, a closing fence of the same character that is at
 * least as long as the opening one, an info string (language + meta). Backtick fences may not have
 * a backtick in their info string. An unclosed fence runs to the end of the document.
 *
 * Fences nested in list items or block quotes with deeper indentation are not recognised; write
 * tested examples at the top level (see WRITING.md).
 */

export interface Fence {
  /** First word of the info string ('' when there is none). */
  lang: string;
  /** The rest of the info string after the language, trimmed. */
  meta: string;
  /** The whole info string, trimmed. */
  info: string;
  /** The block's content (without the fences), lines joined with '\n', ending with '\n' unless empty. */
  content: string;
  /** 1-based line number of the opening fence. */
  line: number;
  /** 1-based line number of the first content line. */
  contentLine: number;
  /** 1-based line number of the closing fence, or the last line if unclosed. */
  endLine: number;
  /** False when the document ended before a closing fence. */
  closed: boolean;
}

const OPEN = /^( {0,3})(`{3,}|~{3,})(.*)$/;

function entityUnescape(s: string): string {
  // Backslash escapes of ASCII punctuation are allowed in info strings.
  return s.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

export function parseFences(source: string): Fence[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  // A trailing newline does not make an extra (empty) line.
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const fences: Fence[] = [];
  let i = 0;
  while (i < lines.length) {
    const m = OPEN.exec(lines[i]);
    if (!m) {
      i++;
      continue;
    }
    const indent = m[1].length;
    const marker = m[2];
    const char = marker[0];
    const rawInfo = m[3];
    if (char === '`' && rawInfo.includes('`')) {
      // Not a fence (it is inline code such as ```js title="x"```).
      i++;
      continue;
    }
    const info = entityUnescape(rawInfo.trim());
    const sp = info.search(/\s/);
    const lang = sp === -1 ? info : info.slice(0, sp);
    const meta = sp === -1 ? '' : info.slice(sp + 1).trim();
    const close = new RegExp(`^ {0,3}${char === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`);
    const body: string[] = [];
    let j = i + 1;
    let closed = false;
    for (; j < lines.length; j++) {
      if (close.test(lines[j])) {
        closed = true;
        break;
      }
      // Remove up to `indent` spaces of indentation from content lines.
      let line = lines[j];
      let k = 0;
      while (k < indent && line[k] === ' ') k++;
      line = line.slice(k);
      body.push(line);
    }
    fences.push({
      lang,
      meta,
      info,
      content: body.length ? body.join('\n') + '\n' : '',
      line: i + 1,
      contentLine: i + 2,
      endLine: closed ? j + 1 : lines.length,
      closed,
    });
    i = closed ? j + 1 : lines.length;
  }
  return fences;
}
