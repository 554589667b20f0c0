import {deriveStarterKits, isWebpackProject, toStarterKit} from './rows';
import {loadStarterKits} from './index';

describe('starter kits from javascriptstuff-db', () => {
  const data = loadStarterKits();

  it('keeps the 62 projects of 1.13.0 that have a webpack tag', () => {
    expect(data.source).toEqual({name: 'javascriptstuff-db', version: '1.13.0'});
    expect(data.kits).toHaveLength(62);
    for (const kit of data.kits) expect(kit.tags.some((t) => t.includes('webpack'))).toBe(true);
  });

  it('adds githubUrl, githubUserName and githubRepoName', () => {
    for (const kit of data.kits) {
      expect(kit.githubUrl).toBe(`https://github.com/${kit.githubPath}`);
      expect(`${kit.githubUserName}/${kit.githubRepoName}`).toBe(kit.githubPath);
      expect(kit.githubUserName).not.toBe('');
      expect(kit.githubRepoName).not.toBe('');
      expect(new Set(kit.tags).size).toBe(kit.tags.length);
    }
    expect(new Set(data.kits.map((k) => k.githubPath)).size).toBe(62);
  });
});

describe('row helpers', () => {
  const raw = [
    {githubPath: 'b-user/zeta', tags: ['webpack 4', 'redux']},
    {githubPath: 'a-user/alpha', tags: ['Webpack', 'hmr']},
    {githubPath: 'c-user/beta', tags: ['webpack 3', 'redux']},
    {githubPath: 'd-user/gamma', tags: null},
  ];

  it('matches tags containing "webpack" (case-sensitive, as the data uses)', () => {
    expect(raw.map(isWebpackProject)).toEqual([true, false, true, false]);
    expect(deriveStarterKits(raw).map((k) => k.githubPath)).toEqual(['b-user/zeta', 'c-user/beta']);
    expect(toStarterKit(raw[0]!)).toEqual({
      githubPath: 'b-user/zeta',
      githubUrl: 'https://github.com/b-user/zeta',
      githubUserName: 'b-user',
      githubRepoName: 'zeta',
      description: null,
      tags: ['webpack 4', 'redux'],
    });
  });
});
