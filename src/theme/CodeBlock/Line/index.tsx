import React from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type {WrapperProps} from '@docusaurus/types';
import {mergeTokens} from './mergeTokens';

type Props = WrapperProps<typeof LineType>;

/** A highlighted line of code, rendered from fewer tokens that look the same (./mergeTokens.ts). */
export default function LineWrapper(props: Props): React.JSX.Element {
  return <Line {...props} line={mergeTokens(props.line, (token) => props.getTokenProps({token}).style)} />;
}
