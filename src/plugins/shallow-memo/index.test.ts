import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import shallowMemoPlugin, {originalRequest, themeCommonReactUtils} from './index';

const aliases = () => {
  const plugin = shallowMemoPlugin({} as LoadContext);
  const config = plugin.configureWebpack!({} as never, false, {} as never, {} as never) as {
    resolve: {alias: Record<string, string>};
  };
  return config.resolve.alias;
};

test("aliases theme-common's reactUtils to the replacement, and the replacement's import to the original", () => {
  expect(aliases()).toEqual({
    [`${themeCommonReactUtils}$`]: path.join(__dirname, 'client', 'reactUtils.ts'),
    [`${originalRequest}$`]: `${themeCommonReactUtils}.js`,
  });
  expect(fs.existsSync(`${themeCommonReactUtils}.js`)).toBe(true);
});

test('theme-common still imports the module by the path the alias matches', () => {
  // A Docusaurus update that moves the hook would leave the alias matching nothing.
  const observer = fs.readFileSync(
    path.join(themeCommonReactUtils, '..', '..', 'hooks', 'useMutationObserver.js'),
    'utf8',
  );
  expect(observer).toMatch(/import \{[^}]*\buseShallowMemoObject\b[^}]*\} from '\.\.\/utils\/reactUtils';/);
});

test('the original still sorts with localeCompare (when it stops, drop this plugin)', () => {
  const original = fs.readFileSync(`${themeCommonReactUtils}.js`, 'utf8');
  expect(original).toMatch(/export function useShallowMemoObject\([^)]*\) \{[^}]*localeCompare/);
});
