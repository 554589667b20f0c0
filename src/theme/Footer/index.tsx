import React from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import ChatWidget from '@site/src/components/ChatWidget';

type Props = WrapperProps<typeof FooterType>;

/** The site footer, and the chat button that floats over every page that has a footer. */
export default function FooterWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Footer {...props} />
      <ChatWidget />
    </>
  );
}
