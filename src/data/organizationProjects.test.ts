import {
  avatarUrl,
  MAINTAINER_NEEDED_URL,
  organizationProjects,
  projectBadges,
  repoUrl,
} from './organizationProjects';

describe('organizationProjects', () => {
  it('has the 41 projects, 17 of them without a maintainer', () => {
    expect(organizationProjects).toHaveLength(41);
    expect(organizationProjects.filter((p) => p.maintainer === null)).toHaveLength(17);
  });

  it('has unique, well-formed repositories and npm names', () => {
    expect(new Set(organizationProjects.map((p) => p.repo)).size).toBe(41);
    expect(new Set(organizationProjects.map((p) => p.npm)).size).toBe(41);
    for (const p of organizationProjects) {
      expect(p.repo).toMatch(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/);
      expect(p.npm).toMatch(/^[a-z0-9][a-z0-9._-]*$/);
      // The repository name is the package name for every project in the list.
      expect(p.repo.split('/')[1]).toBe(p.npm);
      if (p.maintainer !== null) expect(p.maintainer).toMatch(/^[A-Za-z0-9-]+$/);
    }
  });

  it('has a one-line description for each project', () => {
    for (const p of organizationProjects) {
      expect(p.description.length).toBeGreaterThan(20);
      expect(p.description.length).toBeLessThan(100);
      expect(p.description).not.toMatch(/\n/);
    }
  });

  it('keeps the agreed maintainers', () => {
    const m = Object.fromEntries(organizationProjects.map((p) => [p.repo, p.maintainer]));
    expect(m['webpack/webpack']).toBe('sokra');
    expect(m['webpack/webpack-dev-server']).toBe('Spacek33z');
    expect(m['webpack-contrib/css-minimizer-webpack-plugin']).toBe('cap-Bernardito');
    expect(m['thelarkinn/angular2-template-loader']).toBe('thelarkinn');
    expect(m['webpack/node-libs-browser']).toBeNull();
    expect(organizationProjects[0]!.repo).toBe('webpack/memory-fs');
    expect(organizationProjects[40]!.repo).toBe('webpack-contrib/css-minimizer-webpack-plugin');
  });

  it('builds the badge, repository and avatar URLs', () => {
    const b = projectBadges({repo: 'webpack/webpack', npm: 'webpack', maintainer: 'sokra', description: 'x'});
    const q = 'style=flat-square&maxAge=3600';
    expect(b.downloadsAndStars.map((x) => x.url)).toEqual([
      `https://img.shields.io/npm/dm/webpack.svg?label=npm&${q}`,
      `https://img.shields.io/github/stars/webpack/webpack.svg?label=%E2%9C%AD&${q}`,
    ]);
    expect(b.activity.map((x) => x.url)).toEqual(
      [
        ['6%20months', '6m'],
        ['3%20months', '3m'],
        ['1%20month', '1m'],
        ['1%20week', '1w'],
      ].map(
        ([period, label]) =>
          `https://img.shields.io/github/commits-since/webpack/webpack/master%40%7B${period}%20ago%7D.svg?label=${label}&${q}`,
      ),
    );
    expect(b.issuesAndPrs.map((x) => x.url)).toEqual([
      `https://img.shields.io/github/issues-raw/webpack/webpack.svg?label=issues&${q}`,
      `https://img.shields.io/github/issues-pr-raw/webpack/webpack.svg?label=prs&${q}`,
    ]);
    for (const badge of [...b.downloadsAndStars, ...b.activity, ...b.issuesAndPrs])
      expect(badge.alt).not.toBe('');
    expect(repoUrl('webpack/webpack')).toBe('https://github.com/webpack/webpack');
    expect(avatarUrl('sokra')).toBe('https://github.com/sokra.png?size=90');
    expect(MAINTAINER_NEEDED_URL).toBe('https://github.com/webpack/webpack/issues/2734');
  });
});
