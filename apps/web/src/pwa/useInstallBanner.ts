import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { browserStorage, STORAGE_KEYS } from '../lib/storage';
import { installOffer } from './deferred-install-prompt';
import { calendarDay, installBannerVariant, IOS_PROMPT_DELAY_MS, isIosSafari, type InstallBannerVariant } from './install-prompt';

function runningStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

export interface InstallBanner {
  variant: InstallBannerVariant | null;
  /** Install App: the browser's own dialog; the day is recorded whatever the answer. */
  install(): Promise<void>;
  /** Later, the close icon or Got it: not again today. */
  dismiss(): void;
}

/** The install banner's state: the decision itself is install-prompt.ts. */
export function useInstallBanner(): InstallBanner {
  const offer = useSyncExternalStore(installOffer.subscribe, installOffer.current, () => null);
  const [stored, setStored] = useState(() => browserStorage.get(STORAGE_KEYS.installPrompted));
  const iosSafari = useMemo(() => isIosSafari({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints }), []);
  const standalone = useMemo(runningStandalone, []);
  const [iosDelayElapsed, setIosDelayElapsed] = useState(false);

  useEffect(() => {
    if (!iosSafari || standalone) return;
    const timer = window.setTimeout(() => setIosDelayElapsed(true), IOS_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [iosSafari, standalone]);

  const recordToday = useCallback(() => {
    const today = calendarDay(new Date());
    browserStorage.set(STORAGE_KEYS.installPrompted, today);
    setStored(today);
  }, []);

  const install = useCallback(async () => {
    const event = installOffer.take();
    recordToday();
    if (!event) return;
    await event.prompt();
    await event.userChoice.catch(() => undefined);
  }, [recordToday]);

  const variant = installBannerVariant({ stored, now: new Date(), standalone, iosSafari, installOffered: offer !== null, iosDelayElapsed });
  return { variant, install, dismiss: recordToday };
}
