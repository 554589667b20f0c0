/** Text to write inside a double-quoted HTML attribute: `&` and `"` as entities. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
