import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The module theme-common imports as `../utils/reactUtils` (its package exports do not expose it). */
export const themeCommonReactUtils = path.join(
  path.dirname(require.resolve('@docusaurus/theme-common')),
  'utils',
  'reactUtils',
);

/** What ./client/reactUtils.ts imports to re-export the rest of the original module. */
export const originalRequest = 'theme-common-react-utils-original';

/**
 * Replaces theme-common's `useShallowMemoObject` with one that sorts the object's keys without
 * `localeCompare` (./client/shallowMemo.ts). Its first call on a page creates ICU's collator,
 * 34–37 ms of main-thread CPU at 4× throttling, during hydration of every page with a code block
 * (`useMutationObserver` in the code block's word wrap) — to order a handful of ASCII keys.
 * The other exports of the module are the original's.
 */
export default function shallowMemoPlugin(_context: LoadContext): Plugin<void> {
  return {
    name: 'shallow-memo',
    configureWebpack: () => ({
      resolve: {
        alias: {
          [`${themeCommonReactUtils}$`]: path.join(__dirname, 'client', 'reactUtils.ts'),
          [`${originalRequest}$`]: `${themeCommonReactUtils}.js`,
        },
      },
    }),
  };
}
