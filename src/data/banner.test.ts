import {bannerHeadScript, isBannerDismissed, rememberBannerDismissed} from './banner';

const throwingStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('banner dismissal', () => {
  it('stores "3" under notification-dismissed', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(isBannerDismissed(storage)).toBe(false);
    expect(rememberBannerDismissed(storage)).toBe(true);
    expect(store.get('notification-dismissed')).toBe('3');
    expect(isBannerDismissed(storage)).toBe(true);
  });

  it('treats an older dismissal value as not dismissed', () => {
    expect(isBannerDismissed({getItem: () => '2'})).toBe(false);
  });

  it('never throws when storage is blocked or missing', () => {
    expect(isBannerDismissed(throwingStorage)).toBe(false);
    expect(rememberBannerDismissed(throwingStorage)).toBe(false);
    expect(isBannerDismissed(undefined)).toBe(false);
  });

  it('has a head script that hides a dismissed banner and survives blocked storage', () => {
    const setAttribute = jest.fn();
    const run = (localStorage: unknown) =>
      new Function('localStorage', 'document', bannerHeadScript)(localStorage, {
        documentElement: {setAttribute},
      });
    run({getItem: () => '3'});
    expect(setAttribute).toHaveBeenCalledWith('data-banner-dismissed', '');
    setAttribute.mockClear();
    expect(() => run(throwingStorage)).not.toThrow();
    expect(setAttribute).not.toHaveBeenCalled();
  });
});
