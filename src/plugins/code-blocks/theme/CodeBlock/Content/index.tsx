import React, {useEffect, useId, useLayoutEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {loadedHighlightedContent, loadHighlightedContent} from '@webpack-site/highlighted-code';
import styles from './styles.module.css';

/** The server's HTML of each code block seen while hydrating, by what it shows. */
const serverHtmlByCode = new Map<string, string>();

/**
 * While the page hydrates: the HTML the server rendered for this block (found by its React id,
 * which is the same on server and client). A block rendered in the browser later (remounted, or
 * after a client-side navigation) finds no element and reuses the HTML of an identical block.
 */
function serverRenderedHtml(id: string, codeKey: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (element) serverHtmlByCode.set(codeKey, element.innerHTML);
  return serverHtmlByCode.get(codeKey);
}

/**
 * A code block's <pre>, highlighted by Prism, without Prism in the page's first view. The server
 * renders theme-classic's content (Prism's tokens). While the page hydrates, the block takes the
 * server's HTML as it is (`dangerouslySetInnerHTML` of exactly that HTML, so React has nothing
 * to compare or re-create): no tokenizing and no React work for the thousands of token spans of
 * a long reference page. A block rendered in the browser (after a client-side navigation) shows
 * its plain code until the Prism chunk has loaded, then theme-classic's content.
 */
export default function CodeBlockContentWrapper(props: Props): React.JSX.Element {
  const id = useId();
  const {metadata, wordWrap} = useCodeBlockContext();
  const codeKey = JSON.stringify([
    props.className,
    metadata.language,
    metadata.code,
    metadata.lineClassNames,
    metadata.lineNumbersStart,
  ]);
  const [html] = useState(() => serverRenderedHtml(id, codeKey));
  const [Highlighted, setHighlighted] = useState(loadedHighlightedContent);
  const container = useRef<HTMLDivElement>(null);
  // Sizes the block while it is off screen and not laid out (styles.module.css).
  const style = {'--code-lines': metadata.code.split('\n').length} as React.CSSProperties;

  useEffect(() => {
    if (html !== undefined || Highlighted) return;
    let current = true;
    void loadHighlightedContent().then((content) => current && setHighlighted(() => content));
    return () => {
      current = false;
    };
  }, [html, Highlighted]);

  // React does not render the adopted <pre>: hand it to the word-wrap button.
  useLayoutEffect(() => {
    if (html !== undefined) wordWrap.codeBlockRef.current = container.current?.querySelector('pre') ?? null;
  }, [html, wordWrap.codeBlockRef]);

  if (html !== undefined) {
    return (
      <div
        id={id}
        ref={container}
        className={styles.content}
        style={style}
        dangerouslySetInnerHTML={{__html: html}}
      />
    );
  }
  return (
    <div id={id} className={styles.content} style={style}>
      {Highlighted ? (
        <Highlighted {...props} />
      ) : (
        <pre
          ref={wordWrap.codeBlockRef}
          // Scrollable, so reachable by keyboard, as theme-classic's <pre>.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={clsx(props.className, styles.plain, 'thin-scrollbar')}>
          <code>{metadata.code}</code>
        </pre>
      )}
    </div>
  );
}
