import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Contributors from '@site/src/components/Contributors';
import FurtherReading from '@site/src/components/FurtherReading';
import type {PageFrontMatter} from '@site/src/frontMatter/validate';

type Props = WrapperProps<typeof FooterType>;

/** Further reading, the repository of a pulled README, and contributors, above the edit link. */
export default function FooterWrapper(props: Props): React.JSX.Element {
  const {frontMatter} = useDoc();
  const {related = [], contributors = [], repo} = frontMatter as PageFrontMatter & {repo?: string};
  return (
    <>
      <FurtherReading links={related} />
      {repo && (
        <p className="margin-top--lg">
          <Link to={repo}>
            <Translate id="site.doc.jumpToRepository">Jump to repository</Translate>
          </Link>
        </p>
      )}
      <Contributors handles={contributors} />
      <Footer {...props} />
    </>
  );
}
