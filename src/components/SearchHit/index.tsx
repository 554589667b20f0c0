import React from 'react';
import type {SearchHit as Hit} from '@site/src/components/SearchBox/ranking';
import {excerptParts} from '@site/src/components/SearchBox/pagefind';
import {isStopWord} from '@site/src/components/SearchBox/ranking';
import styles from './styles.module.css';
import {escapeRegExp} from '../../text/escapeRegExp';

const HAN = /\p{Script=Han}/u;

/**
 * The query's words as a pattern that finds them in a title, heading or excerpt: a Latin word at the
 * start of a word only, and the whole word then, as pagefind marks a word it matched by its stem
 * (`seal` marks `sealing`, not `sea` of `unseal`); a Chinese word anywhere.
 */
function wordsPattern(words: readonly string[]): RegExp | undefined {
  const wanted = words.filter((word) => word.length > 1);
  if (wanted.length === 0) return undefined;
  const alternatives = wanted.map((word) =>
    HAN.test(word[0]!) ? escapeRegExp(word) : `(?<![\\p{L}\\p{N}])${escapeRegExp(word)}[\\p{L}\\p{N}]*`,
  );
  return new RegExp(`(${alternatives.join('|')})`, 'giu');
}

/** Text with the query's words (`wordsPattern`) in it marked. */
function Highlighted({text, pattern}: {text: string; pattern: RegExp | undefined}): React.JSX.Element {
  if (!pattern) return <>{text}</>;
  return <>{text.split(pattern).map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))}</>;
}

/**
 * pagefind's excerpt as text with the query's words highlighted (never as HTML), without the heading
 * the result shows above it. pagefind marks every word it matched, the query's stop words too (`the`,
 * `a`), and a Chinese word as the single characters its query side cut it into (树 of 摇树优化, in
 * any other word): those marks are dropped, and the query's words are marked where they occur whole
 * (also in an excerpt pagefind did not write: a section's opening words, a page's description).
 */
function Excerpt({
  html,
  pattern,
  shownAbove,
}: {
  html: string;
  pattern: RegExp | undefined;
  shownAbove: string;
}): React.JSX.Element | null {
  const kept = excerptParts(html, shownAbove).map((part) =>
    part.mark && (isStopWord(part.text) || HAN.test(part.text)) ? {...part, mark: false} : part,
  );
  if (kept.length === 0) return null;
  return (
    <span className={styles.excerpt}>
      {kept.map((part, i) =>
        part.mark ? (
          <mark key={i}>{part.text}</mark>
        ) : (
          <Highlighted key={i} text={part.text} pattern={pattern} />
        ),
      )}
    </span>
  );
}

/**
 * One search result, as the search box and the results page show it: where it is (section › page),
 * the heading that matches, and an excerpt; the query's words marked.
 */
export default function SearchHit({hit}: {hit: Hit}): React.JSX.Element {
  const showHeading = hit.heading && hit.heading !== hit.title;
  const section = hit.sectionLabel && hit.sectionLabel !== hit.title ? hit.sectionLabel : undefined;
  const pattern = wordsPattern(hit.words);
  const title = (
    <span className={showHeading ? styles.title : styles.mainTitle} data-part="title">
      <Highlighted text={hit.title} pattern={pattern} />
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
          <Highlighted text={hit.heading!} pattern={pattern} />
        </span>
      ) : (
        title
      )}
      <Excerpt html={hit.excerpt} pattern={pattern} shownAbove={showHeading ? hit.heading! : hit.title} />
    </>
  );
}
