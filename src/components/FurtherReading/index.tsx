import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {RelatedLink} from '@site/src/frontMatter/validate';

/** The page's `related` front matter as a "Further reading" list. */
export default function FurtherReading({links}: {links: readonly RelatedLink[]}): React.JSX.Element | null {
  if (links.length === 0) return null;
  return (
    <section className="margin-top--lg" aria-labelledby="further-reading-heading">
      <h2 id="further-reading-heading">
        <Translate id="site.doc.furtherReading">Further reading</Translate>
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <Link to={link.url}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
