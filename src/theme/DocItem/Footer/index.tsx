import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Contributors from '@site/src/components/Contributors';
import FurtherReading from '@site/src/components/FurtherReading';
import type {PageFrontMatter} from '@site/src/frontMatter/validate';

type Props = WrapperProps<typeof FooterType>;

/** Further reading and contributors, above the edit link. (Pulled READMEs link their repository at the top.) */
export default function FooterWrapper(props: Props): React.JSX.Element {
  const {frontMatter} = useDoc();
  const {related = [], contributors = []} = frontMatter as PageFrontMatter;
  return (
    <>
      <FurtherReading links={related} />
      <Contributors handles={contributors} />
      <Footer {...props} />
    </>
  );
}
