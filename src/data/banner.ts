/** The dismissible top banner (webpack 5 release). One place for its storage contract. */
export const BANNER_STORAGE_KEY = 'notification-dismissed';
/** Bump it when the banner's message changes, so everyone sees the new one once. */
export const BANNER_DISMISSED_VALUE = '3';
/** Set on <html> before first paint when the banner was dismissed, so it never flashes. */
export const BANNER_DISMISSED_ATTRIBUTE = 'data-banner-dismissed';

/** Inline <head> script: hides a dismissed banner before React runs. Storage may throw. */
export const bannerHeadScript = `try{if(localStorage.getItem(${JSON.stringify(
  BANNER_STORAGE_KEY,
)})===${JSON.stringify(BANNER_DISMISSED_VALUE)})document.documentElement.setAttribute(${JSON.stringify(
  BANNER_DISMISSED_ATTRIBUTE,
)},'')}catch(e){}`;

export function isBannerDismissed(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(BANNER_STORAGE_KEY) === BANNER_DISMISSED_VALUE;
  } catch {
    return false;
  }
}

/** Remembers the dismissal; returns false when storage is unavailable (private mode, blocked). */
export function rememberBannerDismissed(storage: Pick<Storage, 'setItem'> | undefined): boolean {
  try {
    storage?.setItem(BANNER_STORAGE_KEY, BANNER_DISMISSED_VALUE);
    return storage !== undefined;
  } catch {
    return false;
  }
}
