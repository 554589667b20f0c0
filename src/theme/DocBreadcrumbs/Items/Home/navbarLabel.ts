/** A navbar item as far as finding a label goes: its target, its label, its dropdown's items. */
interface NavbarItemLike {
  to?: string;
  label?: string;
  items?: readonly NavbarItemLike[];
}

/**
 * The label of the navbar link (or dropdown item) to `to`, as the navbar shows it. A dropdown's own
 * label is not a link's: Documentation leads to /concepts/ but does not name it.
 */
export function navbarLabel(items: readonly NavbarItemLike[], to: string): string | undefined {
  for (const item of items) {
    const label = item.items ? navbarLabel(item.items, to) : item.to === to ? item.label : undefined;
    if (label) return label;
  }
  return undefined;
}
