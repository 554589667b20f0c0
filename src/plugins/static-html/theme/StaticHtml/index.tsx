import React, {createElement, useState, type ComponentProps, type ElementType} from 'react';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {StaticHtmlTag as Tag} from '../../rehype';
import {routerPathOf} from './routerLink';

type Props<T extends Tag> = ComponentProps<T> & {
  as: T;
  'data-static-html'?: string;
  /** What renders the element when it is not adopted, if not the plain element (a heading: the theme's). */
  component?: ElementType;
};

/** The element the server rendered (its HTML and class), while the page hydrates; else nothing. */
function serverElement(id: string, hydrating: boolean): {html: string; className?: string} | undefined {
  if (!hydrating || typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  return element ? {html: element.innerHTML, className: element.className || undefined} : undefined;
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
  'data-static-html': staticId,
  component = as,
  ...props
}: Props<T>): React.JSX.Element {
  // An element given an id of its own is found by it: a heading, whose id a printable page prefixes.
  const id = staticId && ((props as {id?: string}).id ?? staticId);
  const hydrating = !useIsBrowser();
  const [server] = useState(() => (id ? serverElement(id, hydrating) : undefined));
  const history = useHistory();
  if (!id) return createElement(component, props);
  if (server === undefined) return createElement(component, {...props, id});
  const {children: _rendered, ...attributes} = props;
  const preload = (event: React.SyntheticEvent) => {
    const path = routerPathOf(event, window.location);
    if (path) void window.docusaurus.preload(path.replace(/[?#].*$/, ''));
  };
  return createElement(as, {
    className: server.className,
    ...attributes,
    id,
    dangerouslySetInnerHTML: {__html: server.html},
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
