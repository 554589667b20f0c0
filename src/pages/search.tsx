import React from 'react';
import SearchPage from '@site/src/components/SearchPage';

/** `/search/?q=…` (and `/zh/search/?q=…`): every result of a query, shareable. */
export default function Search(): React.JSX.Element {
  return <SearchPage />;
}
