import type {CSSProperties} from 'react';
import type {Token} from 'prism-react-renderer';

/** Spaces and tabs only: their colour cannot be seen. */
const isBlank = (token: Token): boolean => /^[ \t]+$/.test(token.content);

/** A style that only colours text, so that blanks inside it look the same as outside it. */
const onlyColours = (style: CSSProperties | undefined): boolean =>
  !style || Object.keys(style).every((property) => property === 'color');

const join = (first: Token, second: Token): Token => ({...first, content: first.content + second.content});

const sameStyle = (a: CSSProperties | undefined, b: CSSProperties | undefined): boolean =>
  JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/**
 * One highlighted line with as few tokens as look the same: a token that continues the previous
 * one's style joins it, blanks join a neighbour whose style only colours text, and empty tokens are
 * dropped (a line of nothing keeps its one token). Prism gives each `(`, `)`, `;` and run of spaces
 * its own token, and each token becomes a `<span>` with an inline style: about half of the
 * elements of a reference page, laid out, hydrated and checked by tools for no visible difference.
 * The line's text is unchanged; a merged token keeps the types (class names) of its first part.
 */
export function mergeTokens(
  line: readonly Token[],
  styleOf: (token: Token) => CSSProperties | undefined,
): Token[] {
  const merged: {token: Token; style: CSSProperties | undefined}[] = [];
  // Blanks that could not join the token before them, waiting to join the next one.
  let pendingBlank: Token | undefined;
  for (let token of line) {
    if (token.content === '') continue;
    const previous = merged.at(-1);
    if (isBlank(token)) {
      if (pendingBlank) pendingBlank = join(pendingBlank, token);
      else if (previous && onlyColours(previous.style)) previous.token = join(previous.token, token);
      else pendingBlank = token;
      continue;
    }
    const style = styleOf(token);
    if (pendingBlank && onlyColours(style)) {
      token = {...token, content: pendingBlank.content + token.content};
    } else if (pendingBlank) {
      merged.push({token: pendingBlank, style: styleOf(pendingBlank)});
    }
    pendingBlank = undefined;
    const last = merged.at(-1);
    if (last && sameStyle(last.style, style)) last.token = join(last.token, token);
    else merged.push({token, style});
  }
  if (pendingBlank) merged.push({token: pendingBlank, style: styleOf(pendingBlank)});
  return merged.length > 0 ? merged.map(({token}) => token) : line.slice(0, 1);
}
