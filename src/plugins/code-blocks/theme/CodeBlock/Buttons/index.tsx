import React from 'react';
import Buttons from '@theme-init/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {VisibleWordWrap} from '../../../useVisibleCodeWordWrap';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ButtonsType>;

/**
 * The copy and word-wrap buttons of a code block, from the first time the block is on screen.
 * theme-classic renders them for every block right after hydration, in one task (hundreds of
 * elements on a long reference page); they are invisible until the block is hovered or focused,
 * and focusing a block's code scrolls it into view, so nothing is missing when it is needed.
 * They stick below the navbar while the block scrolls past, and on touch screens they are always
 * shown (styles.module.css).
 */
export default function ButtonsWrapper(props: Props): React.JSX.Element | null {
  const {wordWrap} = useCodeBlockContext();
  return (wordWrap as VisibleWordWrap).hasBeenInView ? (
    <Buttons {...props} className={`${props.className ?? ''} ${styles.buttons}`} />
  ) : null;
}
