import {useMemo} from 'react';

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The same object as on the previous render while its keys and values are the same, whatever
 * their order: theme-common's hook, ordering keys by code unit instead of `localeCompare`
 * (whose first call on a page creates a collator). Keys are unique, so either order is total.
 */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj).sort(byKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the deps are the object's entries
  return useMemo(() => obj, deps.flat());
}
