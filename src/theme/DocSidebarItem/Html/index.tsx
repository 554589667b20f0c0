import React from 'react';
import Html from '@theme-original/DocSidebarItem/Html';
import type HtmlType from '@theme/DocSidebarItem/Html';
import type {WrapperProps} from '@docusaurus/types';
import codeTranslations from '@generated/codeTranslations';
import {GROUP_HEADING_CLASS} from '@site/src/sidebar/classNames';

type Props = WrapperProps<typeof HtmlType>;

const unescape = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sidebar HTML items. A group heading (front matter `group`, kept in English so that the menu
 * order is the same in every language) is shown in the site's language: code.json id
 * `site.sidebar.group.<group>` (looked up directly: the id is built at run time).
 */
export default function HtmlWrapper(props: Props): React.JSX.Element {
  const {item} = props;
  if (!item.className?.split(' ').includes(GROUP_HEADING_CLASS)) return <Html {...props} />;
  const group = unescape(item.value);
  const label = codeTranslations[`site.sidebar.group.${group}`] ?? group;
  return <Html {...props} item={{...item, value: escape(label)}} />;
}
