/**
 * Install prompt: shown at most once per calendar day; when the
 * browser offers installation, or on iOS (Safari, which has no install
 * prompt) 10 s after load with Share → Add to Home Screen instructions; never
 * in standalone mode. Dismissing or accepting records today's date.
 */

/** Browser-stored value: the local calendar date of the last prompt. */
export const INSTALL_PROMPTED_KEY = 'pwa-install-prompted';
/** On iOS the banner appears 10 s after load. */
export const IOS_PROMPT_DELAY_MS = 10_000;

export type InstallBannerVariant = 'install' | 'ios';

/** The local calendar date, e.g. "2026-11-22": the day a prompt was shown. */
export function calendarDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** True when the stored date is today's: the banner waits for tomorrow. */
export function promptedToday(stored: string | null, now: Date): boolean {
  return stored === calendarDay(now);
}

export interface BrowserTraits {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS presents itself as a Mac with touch. */
  maxTouchPoints: number;
}

/** iOS or iPadOS Safari: the only iOS browser whose Share menu is meant here (others use their own menus). */
export function isIosSafari({ userAgent, maxTouchPoints }: BrowserTraits): boolean {
  const appleMobile = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!appleMobile) return false;
  return /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

export interface BannerInputs {
  /** The stored pwa-install-prompted value. */
  stored: string | null;
  now: Date;
  /** Running as the installed app (display-mode standalone, or iOS navigator.standalone). */
  standalone: boolean;
  iosSafari: boolean;
  /** The browser fired beforeinstallprompt and the event is kept. */
  installOffered: boolean;
  /** On iOS: 10 s have passed since load. */
  iosDelayElapsed: boolean;
}

/** Which banner to show now, if any. */
export function installBannerVariant(inputs: BannerInputs): InstallBannerVariant | null {
  if (inputs.standalone || promptedToday(inputs.stored, inputs.now)) return null;
  if (inputs.installOffered) return 'install';
  if (inputs.iosSafari && inputs.iosDelayElapsed) return 'ios';
  return null;
}
