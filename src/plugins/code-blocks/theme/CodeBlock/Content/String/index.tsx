import React from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useVisibleCodeWordWrap} from '../../../../useVisibleCodeWordWrap';

/**
 * theme-classic's string code block (metadata, context, layout), with one change: whether the
 * code scrolls sideways (which shows the word-wrap button) is measured when the block comes into
 * view, not for every block as the page hydrates (see useVisibleCodeWordWrap).
 */
export default function CodeBlockString(props: Props): React.JSX.Element {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useVisibleCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
