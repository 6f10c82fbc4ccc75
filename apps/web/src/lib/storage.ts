/**
 * Browser storage that never throws: private modes and disabled storage
 * behave like an empty store instead of breaking the page.
 */
export const browserStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the choice lasts for this page only */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing stored */
    }
  },
};

/** Keys of values kept in the browser (browser-stored values). */
export const STORAGE_KEYS = {
  referralCode: 'referralCode',
  referralNote: 'referralNote',
  /** A toast to show after a full page reload, e.g. "Logged out". Session storage. */
  flashToast: 'flashToast',
  /** Winning tickets whose winner popup the player has already seen. */
  celebratedTickets: 'celebratedTickets',
  /** The local calendar day the install banner was last accepted or dismissed (pwa-install-prompted). */
  installPrompted: 'pwa-install-prompted',
} as const;
