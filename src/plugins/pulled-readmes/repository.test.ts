import {editUrl, parseRepository, readmeUrl, repoInfo, repoUrl} from './repository';

describe('parseRepository', () => {
  it.each([
    ['webpack/css-loader', 'webpack', 'css-loader'],
    ['github:webpack/css-loader', 'webpack', 'css-loader'],
    ['https://github.com/webpack/css-loader', 'webpack', 'css-loader'],
    ['git+https://github.com/peerigon/extract-loader.git', 'peerigon', 'extract-loader'],
    ['git://github.com/Banno/polymer-webpack-loader.git', 'Banno', 'polymer-webpack-loader'],
    ['git@github.com:babel/babel-loader.git', 'babel', 'babel-loader'],
    ['git+ssh://git@github.com/webpack/webpack.git', 'webpack', 'webpack'],
    ['https://www.github.com/a/b/', 'a', 'b'],
  ])('%s', (url, owner, repo) => {
    expect(parseRepository(url)).toEqual({owner, repo, directory: ''});
    expect(parseRepository({type: 'git', url})).toEqual({owner, repo, directory: ''});
  });

  it('keeps the monorepo directory', () => {
    expect(parseRepository({url: 'https://github.com/a/b.git', directory: 'packages/c'})).toEqual({
      owner: 'a',
      repo: 'b',
      directory: 'packages/c',
    });
    expect(parseRepository('https://github.com/a/b/tree/main/packages/c')).toEqual({
      owner: 'a',
      repo: 'b',
      directory: 'packages/c',
    });
    expect(parseRepository({url: 'a/b', directory: '../../etc'})).toEqual({
      owner: 'a',
      repo: 'b',
      directory: 'etc',
    });
  });

  it('rejects what is not a GitHub repository', () => {
    for (const value of [
      undefined,
      null,
      42,
      {},
      '',
      'https://gitlab.com/a/b',
      'not a url',
      'a/b/c',
      'x'.repeat(600),
    ]) {
      expect(parseRepository(value)).toBeUndefined();
    }
  });
});

describe('repository links', () => {
  it('prefers the registry value and falls back to the list', () => {
    expect(repoUrl(repoInfo('webpack/css-loader', 'webpack-contrib/css-loader'))).toBe(
      'https://github.com/webpack/css-loader',
    );
    expect(repoUrl(repoInfo('https://gitlab.com/a/b', 'webpack-contrib/css-loader'))).toBe(
      'https://github.com/webpack-contrib/css-loader',
    );
    expect(() => repoInfo(undefined, 'nonsense')).toThrow();
  });

  it('builds edit and README URLs', () => {
    const info = repoInfo(undefined, 'webpack/css-loader');
    expect(editUrl(info)).toBe('https://github.com/webpack/css-loader/edit/HEAD/README.md');
    expect(readmeUrl(info)).toBe('https://github.com/webpack/css-loader#readme');
    const mono = repoInfo({url: 'a/b', directory: 'packages/c'}, 'x/y', 'main');
    expect(editUrl(mono)).toBe('https://github.com/a/b/edit/main/packages/c/README.md');
    expect(readmeUrl(mono)).toBe('https://github.com/a/b/blob/main/packages/c/README.md');
  });
});
