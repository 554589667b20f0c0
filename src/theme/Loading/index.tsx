import React from 'react';
import Translate from '@docusaurus/Translate';
import PageSkeleton from '@site/src/components/PageSkeleton';

/**
 * Shown by Docusaurus while a route's chunks load (replaces the theme-fallback spinner):
 * a page-shaped skeleton, or, when a chunk failed to load, a message with a retry. On the server a
 * failed chunk fails the build: otherwise the page would be written with the message as its content.
 */
interface Props {
  error?: unknown;
  retry: () => void;
  pastDelay: boolean;
}

export default function Loading({error, retry, pastDelay}: Props): React.JSX.Element | null {
  if (error) {
    if (typeof window === 'undefined') {
      throw new Error('A chunk of this route failed to load while its HTML was rendered', {cause: error});
    }
    return (
      <div className="container margin-vert--xl" role="alert">
        <p className="alert alert--danger">
          <Translate id="site.loading.error">Error loading content.</Translate>
        </p>
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate id="site.loading.retry">Try again</Translate>
        </button>
      </div>
    );
  }
  return pastDelay ? <PageSkeleton /> : null;
}
