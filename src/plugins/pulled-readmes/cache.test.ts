import {compareVersionsDescending} from './cache';

describe('compareVersionsDescending', () => {
  it('sorts newest first by semver, unreadable versions last', () => {
    const versions = ['1.9.0', 'garbage', '1.10.0', '2.0.0-beta.2', '2.0.0-beta.10', '2.0.0'];
    expect(versions.sort(compareVersionsDescending)).toEqual([
      '2.0.0',
      '2.0.0-beta.10',
      '2.0.0-beta.2',
      '1.10.0',
      '1.9.0',
      'garbage',
    ]);
  });
});
