import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';

let loaded: ComponentType<Props> | undefined;

// In the browser Prism and the highlighted content are one chunk, fetched the first time a code
// block is rendered in the browser rather than hydrated (after a client-side navigation).
export const loadedHighlightedContent = () => loaded;
export const loadHighlightedContent = async (): Promise<ComponentType<Props>> =>
  (loaded ??= (await import('./HighlightedContent')).default);
