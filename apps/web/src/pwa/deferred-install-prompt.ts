/**
 * Chromium's `beforeinstallprompt` (not in TypeScript's DOM types). It can fire
 * before React mounts, so it is captured from the entry point (and before that by
 * the inline boot script) and kept here until the install banner uses it;
 * `prompt()` may be called once.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let offered: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Kept by the inline boot script (public/boot.js) when the offer came before this code ran. */
type BootWindow = Window & { novaInstallOffer?: BeforeInstallPromptEvent };

/** Keeps the browser's install offer instead of its own mini-infobar. */
export function captureInstallPrompt(target: Window = window): void {
  const early = (target as BootWindow).novaInstallOffer;
  if (early) offered = early;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offered = null;
    changed();
  });
}

/** A store for useSyncExternalStore. */
export const installOffer = {
  current: (): BeforeInstallPromptEvent | null => offered,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Hands the offer out once: a second prompt() would throw. */
  take(): BeforeInstallPromptEvent | null {
    const event = offered;
    offered = null;
    changed();
    return event;
  },
};
