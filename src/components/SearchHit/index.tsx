import React from 'react';
import type {SearchHit as Hit} from '@site/src/components/SearchBox/ranking';
import {excerptParts} from '@site/src/components/SearchBox/pagefind';
import {isStopWord} from '@site/src/components/SearchBox/ranking';
import styles from './styles.module.css';
import {escapeRegExp} from '../../text/escapeRegExp';

const HAN = /\p{Script=Han}/u;

/**
 * pagefind's excerpt as text with the query's words highlighted (never as HTML). pagefind marks
 * every word it matched, the query's stop words too (`the`, `a`), and a Chinese word as the single
 * characters its query side cut it into (树 of 摇树优化, in any other word): those marks are dropped,
 * and the query's Chinese words are marked where they occur whole.
 */
function Excerpt({html, words}: {html: string; words: readonly string[]}): React.JSX.Element | null {
  const kept = excerptParts(html).map((part) =>
    part.mark && (isStopWord(part.text) || HAN.test(part.text)) ? {...part, mark: false} : part,
  );
  if (kept.length === 0) return null;
  const chinese = words.filter((word) => HAN.test(word) && word.length > 1).map(escapeRegExp);
  const pattern = chinese.length > 0 ? new RegExp(`(${chinese.join('|')})`, 'u') : undefined;
  return (
    <span className={styles.excerpt}>
      {kept.map((part, i) =>
        part.mark ? (
          <mark key={i}>{part.text}</mark>
        ) : pattern ? (
          <React.Fragment key={i}>
            {part.text.split(pattern).map((piece, j) => (j % 2 === 1 ? <mark key={j}>{piece}</mark> : piece))}
          </React.Fragment>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}

/** A title or heading with the query's words in it marked. */
function Highlighted({text, words}: {text: string; words: readonly string[]}): React.JSX.Element {
  const wanted = words.filter((word) => word.length > 1);
  if (wanted.length === 0) return <>{text}</>;
  // A Latin word from the start of a word only (`not` is no match in `notes`); Chinese anywhere.
  const alternatives = wanted.map((word) =>
    /^[\p{Script=Han}]/u.test(word) ? escapeRegExp(word) : `(?<![\\p{L}\\p{N}])${escapeRegExp(word)}`,
  );
  const pattern = new RegExp(`(${alternatives.join('|')})`, 'giu');
  return <>{text.split(pattern).map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))}</>;
}

/**
 * One search result, as the search box and the results page show it: where it is (section › page),
 * the heading that matches, and an excerpt; the query's words marked.
 */
export default function SearchHit({hit}: {hit: Hit}): React.JSX.Element {
  const showHeading = hit.heading && hit.heading !== hit.title;
  const section = hit.sectionLabel && hit.sectionLabel !== hit.title ? hit.sectionLabel : undefined;
  const title = (
    <span className={showHeading ? styles.title : styles.mainTitle} data-part="title">
      <Highlighted text={hit.title} words={hit.words} />
    </span>
  );
  // The first line says where the result is; the second, in larger type, what it is: the heading, or
  // the page when the result is a whole page.
  return (
    <>
      {section || showHeading ? (
        <span className={styles.path}>
          {section ? <span className={styles.section}>{section}</span> : null}
          {section && showHeading ? ' › ' : null}
          {showHeading ? title : null}
        </span>
      ) : null}
      {showHeading ? (
        <span className={styles.heading} data-part="heading">
          <Highlighted text={hit.heading!} words={hit.words} />
        </span>
      ) : (
        title
      )}
      <Excerpt html={hit.excerpt} words={hit.words} />
    </>
  );
}
