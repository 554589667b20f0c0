import {createElement, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** theme-classic's breakpoint (`useWindowSize`, Infima's media queries): wider than this is desktop. */
const PHONE_MAX_WIDTH = 996;

interface ServerCopy {
  tag: string;
  className: string;
  html: string;
}

/** The server's element to keep, when the page is hydrating at phone width; else nothing. */
function serverCopy(
  find: () => Element | null,
  isValid: (element: Element) => boolean,
): ServerCopy | undefined {
  if (!ExecutionEnvironment.canUseDOM || window.innerWidth > PHONE_MAX_WIDTH) return undefined;
  const element = find();
  if (!element || !isValid(element)) return undefined;
  return {tag: element.localName, className: element.className, html: element.innerHTML};
}

interface Props {
  /** Finds the element the server rendered for `children` (its root), in the page being hydrated. */
  serverElement: () => Element | null;
  /** Whether that element is the one expected; any other is hydrated as usual. */
  isServerElement: (element: Element) => boolean;
  children: ReactNode;
}

/**
 * A part of the page that only desktop shows: theme-classic renders its desktop sidebar and table of
 * contents on the server (it cannot know the width), hides them below 997 px with CSS, and removes
 * them in the render that follows hydration. Hydrating them on a phone would only make React walk
 * hundreds of hidden links to drop them a moment later; at phone width this keeps the server's
 * element as it is (`dangerouslySetInnerHTML` of its own HTML, which React neither compares nor
 * creates) until then. Rendered in any other case (desktop width, after a client-side navigation,
 * on the server) it is `children`.
 */
export default function DesktopOnly({serverElement, isServerElement, children}: Props): ReactNode {
  const hydrating = !useIsBrowser();
  const [copy] = useState(() => (hydrating ? serverCopy(serverElement, isServerElement) : undefined));
  if (!copy) return children;
  return createElement(copy.tag, {className: copy.className, dangerouslySetInnerHTML: {__html: copy.html}});
}
