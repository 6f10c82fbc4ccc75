import { calendarDay, installBannerVariant, isIosSafari, promptedToday, type BannerInputs } from './install-prompt';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

// 22 Nov 2026, local time: the calendar day, not a 24 h window, decides.
const morning = new Date(2026, 10, 22, 8, 30);
const lateEvening = new Date(2026, 10, 22, 23, 59);
const nextMidnight = new Date(2026, 10, 23, 0, 1);

const base: BannerInputs = { stored: null, now: morning, standalone: false, iosSafari: false, installOffered: false, iosDelayElapsed: false };

describe('once a calendar day', () => {
  it('names the local day', () => {
    expect(calendarDay(morning)).toBe('2026-11-22');
    expect(calendarDay(new Date(2026, 0, 5, 12))).toBe('2026-01-05');
  });

  it('waits until the next calendar day after a prompt, however close midnight is', () => {
    const stored = calendarDay(morning);
    expect(promptedToday(stored, lateEvening)).toBe(true);
    expect(promptedToday(stored, nextMidnight)).toBe(false);
    expect(promptedToday(null, morning)).toBe(false);
    expect(promptedToday('not a date', morning)).toBe(false);
  });
});

describe('which banner', () => {
  it('offers Install App when the browser offers installation and none was shown today', () => {
    expect(installBannerVariant({ ...base, installOffered: true })).toBe('install');
    expect(installBannerVariant({ ...base, installOffered: true, stored: '2026-11-21' })).toBe('install');
    expect(installBannerVariant({ ...base, installOffered: true, stored: '2026-11-22' })).toBeNull();
  });

  it('shows the iOS instructions only after the 10 s delay, once a day', () => {
    expect(installBannerVariant({ ...base, iosSafari: true })).toBeNull();
    expect(installBannerVariant({ ...base, iosSafari: true, iosDelayElapsed: true })).toBe('ios');
    expect(installBannerVariant({ ...base, iosSafari: true, iosDelayElapsed: true, stored: '2026-11-22' })).toBeNull();
  });

  it('never shows in the installed app', () => {
    expect(installBannerVariant({ ...base, standalone: true, installOffered: true })).toBeNull();
    expect(installBannerVariant({ ...base, standalone: true, iosSafari: true, iosDelayElapsed: true })).toBeNull();
  });

  it('shows nothing in a browser that offers no installation', () => {
    expect(installBannerVariant({ ...base, iosDelayElapsed: true })).toBeNull();
  });
});

describe('iOS Safari', () => {
  it.each([
    [IPHONE_SAFARI, 5, true],
    [IPAD_DESKTOP_MODE, 5, true],
    [IPAD_DESKTOP_MODE, 0, false], // a real Mac has no touch points
    [IPHONE_CHROME, 5, false],
    [ANDROID_CHROME, 5, false],
  ])('%s with %i touch points: %s', (userAgent, maxTouchPoints, expected) => {
    expect(isIosSafari({ userAgent, maxTouchPoints })).toBe(expected);
  });
});
