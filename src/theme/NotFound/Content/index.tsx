import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

/** The not-found screen: webpack.js.org's wording and a way home. */
export default function NotFoundContent({className}: Props): React.JSX.Element {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="site.notFound.message" description="The explanation on the 404 page">
              Oops! The page you are looking for has been removed or relocated.
            </Translate>
          </p>
          <Link className="button button--primary button--lg" to="/">
            <Translate id="site.notFound.home" description="The button on the 404 page">
              Go to Homepage
            </Translate>
          </Link>
        </div>
      </div>
    </main>
  );
}
