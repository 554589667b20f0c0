import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import prefetchOncePlugin from './index';

test("aliases Docusaurus's own prefetch helper, which must still exist where the alias points", () => {
  const plugin = prefetchOncePlugin({} as LoadContext);
  const config = plugin.configureWebpack!({} as never, false, {} as never, {} as never) as {
    resolve: {alias: Record<string, string>};
  };
  const aliases = Object.entries(config.resolve.alias);
  expect(aliases).toHaveLength(1);
  const [from, to] = aliases[0]!;
  // A Docusaurus update that moves or renames the helper would leave the alias matching nothing.
  expect(require.resolve(from.replace(/\$$/, ''))).toBe(
    require.resolve('@docusaurus/core/lib/client/prefetch.js', {paths: [process.cwd()]}),
  );
  expect(to).toBe(path.join(__dirname, 'client', 'prefetch.ts'));
});
