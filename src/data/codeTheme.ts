/**
 * The code-highlighting theme of the site, in both colour modes: prism-react-renderer's VS Dark
 * with the token colours that are too dark on its background made lighter in the same hue, so
 * every token reads at WCAG AA contrast (4.5:1); `codeTheme.test.ts` checks each one.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Token colours of VS Dark that fail 4.5:1 on its #1E1E1E background, and what we use instead. */
const LIGHTER: Record<string, string> = {
  // rgb(100, 102, 149): 3.1:1
  'rgb(100, 102, 149)': 'rgb(140, 143, 204)',
  // rgb(0, 0, 128) (prolog, e.g. a doctype): 1.0:1
  'rgb(0, 0, 128)': 'rgb(130, 140, 240)',
  // #808080 (HTML punctuation): 4.2:1
  '#808080': 'rgb(154, 154, 154)',
};

export const codeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((entry) => {
    const color = entry.style.color;
    return color && LIGHTER[color] ? {...entry, style: {...entry.style, color: LIGHTER[color]}} : entry;
  }),
};
