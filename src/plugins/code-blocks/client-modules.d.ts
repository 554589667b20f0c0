// Prism's highlighted code block content, aliased by ./index.ts: loaded on demand in the browser,
// always there on the server.
declare module '@webpack-site/highlighted-code' {
  type Content = import('react').ComponentType<import('@theme/CodeBlock/Content').Props>;
  export function loadedHighlightedContent(): Content | undefined;
  export function loadHighlightedContent(): Promise<Content>;
}
