import {pascalCase, pulledIndex, pulledIndexFor, pulledPackages, routeFor, titleFor} from './pulledPackages';

describe('pulled package list', () => {
  it('has the 27 loaders and 12 plugins of the inventory, once each', () => {
    expect(pulledPackages.filter((p) => p.section === 'loaders')).toHaveLength(27);
    expect(pulledPackages.filter((p) => p.section === 'plugins')).toHaveLength(12);
    expect(new Set(pulledPackages.map((p) => p.name)).size).toBe(39);
  });

  it('has a GitHub repo and a one-line summary for each', () => {
    for (const pkg of pulledPackages) {
      expect(pkg.repo).toMatch(/^[\w-]+\/[\w.-]+$/);
      expect(pkg.summary).toMatch(/^[A-Z].{10,120}\.$/);
      expect(pkg.summary).not.toContain('\n');
    }
  });

  it('titles loaders by name and plugins in PascalCase', () => {
    expect(titleFor({name: 'css-loader', section: 'loaders'})).toBe('css-loader');
    expect(titleFor({name: 'mini-css-extract-plugin', section: 'plugins'})).toBe('MiniCssExtractPlugin');
    expect(titleFor({name: 'terser-webpack-plugin', section: 'plugins'})).toBe('TerserWebpackPlugin');
    expect(pascalCase('i18n-webpack-plugin')).toBe('I18nWebpackPlugin');
    expect(pascalCase('I18N-webpack-plugin')).toBe('I18nWebpackPlugin');
    expect(routeFor({name: 'css-loader', section: 'loaders'})).toBe('/loaders/css-loader/');
  });

  it('groups the CSS loaders', () => {
    const css = pulledPackages
      .filter((p) => p.group === 'CSS')
      .map((p) => p.name)
      .sort();
    expect(css).toEqual([
      'css-loader',
      'less-loader',
      'postcss-loader',
      'sass-loader',
      'style-loader',
      'stylus-loader',
    ]);
  });

  it('marks deprecated packages', () => {
    const deprecated = pulledPackages
      .filter((p) => p.deprecated)
      .map((p) => p.name)
      .sort();
    expect(deprecated).toEqual([
      'file-loader',
      'istanbul-instrumenter-loader',
      'npm-install-webpack-plugin',
      'null-loader',
      'raw-loader',
      'url-loader',
      'worker-loader',
    ]);
  });

  it('exports an index for the section pages', () => {
    expect(pulledIndex).toHaveLength(39);
    expect(pulledIndexFor('plugins').map((e) => e.title)).toContain('CompressionWebpackPlugin');
    expect(pulledIndexFor('loaders')[0]).toMatchObject({
      name: 'babel-loader',
      route: '/loaders/babel-loader/',
    });
  });
});
