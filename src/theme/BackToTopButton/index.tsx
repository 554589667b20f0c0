import React from 'react';
import BackToTopButton from '@theme-original/BackToTopButton';
import type BackToTopButtonType from '@theme/BackToTopButton';
import type {WrapperProps} from '@docusaurus/types';
import {layOutWholePage} from '../../data/fullLayout';
import {useScrolling} from './useScrolling';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BackToTopButtonType>;

/**
 * theme-classic's back-to-top button (shown while the reader scrolls up), which floats over the
 * page. Below 1800 px there is no margin beside the text column for it, so it goes once scrolling
 * stops (it stays while hovered or focused from the keyboard) and is smaller in the corner on
 * phones; from 1800 px it sits in the right margin beside the chat button (`ChatWidget`).
 */
export default function BackToTopButtonWrapper(props: Props): React.JSX.Element {
  const scrolling = useScrolling();
  return (
    // Before theme-classic's smooth scroll: see src/data/fullLayout.ts.
    <div
      className={scrolling ? styles.scrolling : styles.idle}
      data-scrolling={scrolling}
      onClickCapture={() => layOutWholePage()}>
      <BackToTopButton {...props} />
    </div>
  );
}
