import React, {createElement, useState, type ComponentProps} from 'react';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {StaticHtmlTag as Tag} from '../../rehype';
import {routerPathOf} from './routerLink';

type Props<T extends Tag> = ComponentProps<T> & {as: T; 'data-static-html'?: string};

/** The HTML the server rendered for this element, while the page hydrates; else nothing. */
function serverHtml(id: string, hydrating: boolean): string | undefined {
  if (!hydrating || typeof document === 'undefined') return undefined;
  return document.getElementById(id)?.innerHTML;
}

/**
 * An element of a Markdown page that renders to plain HTML (marked at build time by the plugin's
 * rehype.ts with `data-static-html`). The server renders it with its children as usual. While the
 * page hydrates, the browser keeps the server's HTML as it is (`dangerouslySetInnerHTML` of exactly
 * that HTML, found by the element's id, given at build time): React neither
 * compares nor creates its content. Links inside it still behave as `<Link>`s do: a click on a
 * page of the site navigates with the router, and pointing at one preloads that page. Rendered in
 * the browser later (after a client-side navigation), it is an ordinary element. Unmarked elements
 * are ordinary elements.
 */
export default function StaticHtml<T extends Tag>({
  as,
  'data-static-html': id,
  ...props
}: Props<T>): React.JSX.Element {
  const hydrating = !useIsBrowser();
  const [html] = useState(() => (id ? serverHtml(id, hydrating) : undefined));
  const history = useHistory();
  if (!id) return createElement(as, props);
  if (html === undefined) return createElement(as, {...props, id});
  const {children: _rendered, ...attributes} = props;
  const preload = (event: React.SyntheticEvent) => {
    const path = routerPathOf(event, window.location);
    if (path) void window.docusaurus.preload(path.replace(/[?#].*$/, ''));
  };
  return createElement(as, {
    ...attributes,
    id,
    dangerouslySetInnerHTML: {__html: html},
    onClick(event: React.MouseEvent) {
      const path = routerPathOf(event, window.location);
      if (!path) return;
      event.preventDefault();
      history.push(path);
    },
    onMouseOver: preload,
    onTouchStart: preload,
  });
}
