import React from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBox from '@site/src/components/SearchBox';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Algolia DocSearch's search bar when the build was given Algolia keys (themeConfig.algolia),
 * else our built-in full-text search (pagefind).
 */
export default function SearchBarWrapper(props: Props): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.themeConfig.algolia) return <SearchBar {...props} />;
  return <SearchBox />;
}
