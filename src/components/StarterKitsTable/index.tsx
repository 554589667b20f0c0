import {useId, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {
  allTags,
  filterByTag,
  sortKits,
  type SortDirection,
  type SortKey,
  type StarterKit,
} from '../../data/starterKits';
import styles from './styles.module.css';

export interface StarterKitsTableProps {
  readonly kits: readonly StarterKit[];
}

function SortButton({
  label,
  column,
  sortKey,
  direction,
  onSort,
}: {
  label: ReactNode;
  column: SortKey;
  sortKey: SortKey;
  direction: SortDirection;
  onSort: (key: SortKey) => void;
}) {
  const active = column === sortKey;
  return (
    <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
      {label}
      <span className={styles.sortIcon} aria-hidden="true">
        {active ? (direction === 'ascending' ? '▲' : '▼') : '↕'}
      </span>
    </button>
  );
}

/** The starter kits, filterable by tag and sortable by name or maintainer. */
export default function StarterKitsTable({kits}: StarterKitsTableProps): ReactNode {
  const selectId = useId();
  const [tag, setTag] = useState('');
  const [sortKey, setSortKey] = useState<SortKey>('name');
  const [direction, setDirection] = useState<SortDirection>('ascending');
  const tags = useMemo(() => allTags(kits), [kits]);
  const rows = useMemo(
    () => sortKits(filterByTag(kits, tag), sortKey, direction),
    [kits, tag, sortKey, direction],
  );

  const onSort = (key: SortKey) => {
    if (key === sortKey) setDirection((d) => (d === 'ascending' ? 'descending' : 'ascending'));
    else {
      setSortKey(key);
      setDirection('ascending');
    }
  };
  const ariaSort = (key: SortKey) => (key === sortKey ? direction : 'none');

  return (
    <div className={styles.wrapper} data-testid="starter-kits">
      <div className={styles.toolbar}>
        <label htmlFor={selectId} className={styles.filterLabel}>
          <Translate id="starterKits.filter.label">Filter by tag</Translate>
        </label>
        <select id={selectId} className={styles.select} value={tag} onChange={(e) => setTag(e.target.value)}>
          <option value="">{translate({id: 'starterKits.filter.all', message: 'All tags'})}</option>
          {tags.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        {tag ? (
          <button type="button" className="button button--sm button--secondary" onClick={() => setTag('')}>
            <Translate id="starterKits.filter.clear">Clear filter</Translate>
          </button>
        ) : null}
        <p className={styles.count} aria-live="polite">
          <Translate id="starterKits.count" values={{shown: rows.length, total: kits.length}}>
            {'{shown} of {total} starter kits'}
          </Translate>
        </p>
      </div>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" aria-sort={ariaSort('name')}>
                <SortButton
                  label={<Translate id="starterKits.column.name">Project Name</Translate>}
                  column="name"
                  sortKey={sortKey}
                  direction={direction}
                  onSort={onSort}
                />
              </th>
              <th scope="col" aria-sort={ariaSort('maintainer')}>
                <SortButton
                  label={<Translate id="starterKits.column.maintainer">Maintainer</Translate>}
                  column="maintainer"
                  sortKey={sortKey}
                  direction={direction}
                  onSort={onSort}
                />
              </th>
              <th scope="col">
                <Translate id="starterKits.column.tags">Tags</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((kit) => (
              <tr key={kit.githubPath}>
                <td>
                  <Link href={kit.githubUrl} className={styles.project}>
                    {kit.githubRepoName}
                  </Link>
                  {kit.description ? <span className={styles.description}>{kit.description}</span> : null}
                </td>
                <td>
                  <Link href={`https://github.com/${kit.githubUserName}`}>{kit.githubUserName}</Link>
                </td>
                <td>
                  <ul className={styles.tags}>
                    {kit.tags.map((t) => (
                      <li key={t}>
                        <button
                          type="button"
                          className={t === tag ? `${styles.tag} ${styles.tagActive}` : styles.tag}
                          aria-pressed={t === tag}
                          title={translate(
                            {id: 'starterKits.tag.filter', message: 'Show only kits tagged "{tag}"'},
                            {tag: t},
                          )}
                          onClick={() => setTag(t === tag ? '' : t)}>
                          {t}
                        </button>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
