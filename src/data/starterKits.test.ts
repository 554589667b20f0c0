import {allTags, filterByTag, sortKits, type StarterKit} from './starterKits';

const kit = (githubPath: string, tags: string[]): StarterKit => {
  const [githubUserName = '', githubRepoName = ''] = githubPath.split('/');
  return {
    githubPath,
    githubUrl: `https://github.com/${githubPath}`,
    githubUserName,
    githubRepoName,
    description: null,
    tags,
  };
};

describe('starter kits table helpers', () => {
  const kits = [kit('b-user/zeta', ['webpack 4', 'redux']), kit('c-user/beta', ['webpack 3', 'Redux-saga'])];

  it('lists every tag once, sorted without regard to case', () => {
    expect(allTags([...kits, kit('a-user/alpha', ['redux'])])).toEqual([
      'redux',
      'Redux-saga',
      'webpack 3',
      'webpack 4',
    ]);
  });

  it('filters by tag; an empty tag keeps every kit', () => {
    expect(filterByTag(kits, 'webpack 3').map((k) => k.githubRepoName)).toEqual(['beta']);
    expect(filterByTag(kits, '')).toHaveLength(2);
    expect(filterByTag(kits, 'vue')).toEqual([]);
  });

  it('sorts by name or maintainer in either direction without changing its input', () => {
    expect(sortKits(kits, 'name', 'ascending').map((k) => k.githubRepoName)).toEqual(['beta', 'zeta']);
    expect(sortKits(kits, 'name', 'descending').map((k) => k.githubRepoName)).toEqual(['zeta', 'beta']);
    expect(sortKits(kits, 'maintainer', 'descending').map((k) => k.githubUserName)).toEqual([
      'c-user',
      'b-user',
    ]);
    expect(kits.map((k) => k.githubRepoName)).toEqual(['zeta', 'beta']);
  });

  it('breaks ties by the full path', () => {
    const twins = [kit('b-user/same', []), kit('a-user/same', [])];
    expect(sortKits(twins, 'name', 'ascending').map((k) => k.githubPath)).toEqual([
      'a-user/same',
      'b-user/same',
    ]);
  });
});
