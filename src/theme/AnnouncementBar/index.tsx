import React from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import Banner from '@site/src/components/Banner';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** Our release banner sits where Docusaurus puts announcement bars: above the navbar. */
export default function AnnouncementBarWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Banner />
      <AnnouncementBar {...props} />
    </>
  );
}
