import {themes, type PrismTheme} from 'prism-react-renderer';
import {codeTheme} from './codeTheme';

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` → [r, g, b]. */
function parseColor(color: string): [number, number, number] {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unknown colour format: ${color}`);
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b2] = parseColor(color).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Token colours of a theme below 4.5:1 on its background, e.g. `constant: 3.08`. */
function lowContrastTokens(theme: PrismTheme): string[] {
  const background = theme.plain.backgroundColor!;
  const colors = [{types: ['plain'], color: theme.plain.color!}].concat(
    theme.styles.flatMap((entry) =>
      entry.style.color ? [{types: entry.types, color: entry.style.color}] : [],
    ),
  );
  return colors
    .filter(({color}) => contrast(color, background) < 4.5)
    .map(({types, color}) => `${types.join('/')}: ${contrast(color, background).toFixed(2)}`);
}

describe('code theme', () => {
  it('computes WCAG contrast', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21);
    expect(contrast('rgb(128, 128, 128)', '#1E1E1E')).toBeCloseTo(4.22, 2);
  });

  it('finds the low-contrast tokens of plain VS Dark (what this theme fixes)', () => {
    expect(lowContrastTokens(themes.vsDark)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^constant: 3\.0/), expect.stringMatching(/^prolog: /)]),
    );
  });

  it('has every token colour at 4.5:1 or more on the code background', () => {
    expect(lowContrastTokens(codeTheme)).toEqual([]);
  });

  it('keeps VS Dark for everything else', () => {
    expect(codeTheme.plain).toEqual(themes.vsDark.plain);
    expect(codeTheme.styles.map((entry) => entry.types)).toEqual(
      themes.vsDark.styles.map((entry) => entry.types),
    );
  });
});
