import { roundAt, timeOfRound } from '@nova/verify';
import { beaconSettings, PUBLIC_DRAND_RELAYS } from '../src/beacon-config';
import { beaconBindingAt, firstRoundFrom, retryDelayMs } from '../src/beacon-draws';
import { fetchBeaconRound } from '../src/beacon-relays';
import { drawsConfigSchema } from '../src/config';
import type { DrawsDeps } from '../src/deps';
import { REAL_ROUNDS, startDrandRelay } from './support/drand-relay';

const config = (env: Record<string, string>) => drawsConfigSchema.parse({ INTERNAL_AUTH_SECRET: 'x'.repeat(32), ...env });
const depsWith = (settings: ReturnType<typeof beaconSettings>) => ({ beacon: settings }) as unknown as DrawsDeps;

describe('beacon settings (fair-draw.md, "Outside randomness")', () => {
  it('uses the public drand relays in production and development; production waits an hour before the fallback, development 20 s', () => {
    const production = beaconSettings(config({ NODE_ENV: 'production' }));
    expect(production).toMatchObject({ relays: PUBLIC_DRAND_RELAYS, fallbackAfterMs: 3_600_000, roundMarginSeconds: 3 });
    expect(beaconSettings(config({ NODE_ENV: 'development' }))).toMatchObject({ relays: PUBLIC_DRAND_RELAYS, fallbackAfterMs: 20_000 });
  });

  it('binds no round in tests unless relays are named, and never with BEACON_RELAYS=none', () => {
    expect(beaconSettings(config({ NODE_ENV: 'test' })).relays).toEqual([]);
    expect(beaconSettings(config({ NODE_ENV: 'test', BEACON_RELAYS: 'http://127.0.0.1:9/, https://relay.example ' })).relays).toEqual(['http://127.0.0.1:9', 'https://relay.example']);
    expect(beaconSettings(config({ NODE_ENV: 'production', BEACON_RELAYS: 'none' })).relays).toEqual([]);
  });

  it('refuses a relay that is not an http(s) URL', () => {
    expect(() => config({ BEACON_RELAYS: 'ftp://relay.example' })).toThrow(/not an http\(s\) relay URL/);
  });
});

describe('binding a round at the close', () => {
  it('binds the first round published at least the margin after the close, and publishes the fallback time', () => {
    const round = REAL_ROUNDS[1]!.round;
    const settings = { ...beaconSettings(config({ NODE_ENV: 'production' })), now: () => new Date(timeOfRound(round).getTime() - 3000) };
    const binding = beaconBindingAt(depsWith(settings));
    expect(binding).toEqual({ round, fallbackAt: new Date(timeOfRound(round).getTime() + 3_600_000) });
    // One millisecond later, that round would come less than the margin after the close: the next one is bound.
    const later = { ...settings, now: () => new Date(timeOfRound(round).getTime() - 2999) };
    expect(beaconBindingAt(depsWith(later))?.round).toBe(round + 1);
    expect(timeOfRound(binding!.round).getTime()).toBeGreaterThan(settings.now().getTime());
    expect(roundAt(timeOfRound(round))).toBe(round);
    expect(firstRoundFrom(timeOfRound(round).getTime())).toBe(round);
    expect(firstRoundFrom(0)).toBe(1);
  });

  it('binds nothing without relays', () => {
    expect(beaconBindingAt(depsWith(beaconSettings(config({ NODE_ENV: 'test' }))))).toBeNull();
  });

  it('retries after 2 s, 4 s, 8 s … and at most every minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });
});

describe('fetching a round from the relays', () => {
  it('takes a real published round whose signature verifies, and says what each failing relay did', async () => {
    const [good, down, forged] = await Promise.all([startDrandRelay('real'), startDrandRelay('down'), startDrandRelay('forged')]);
    try {
      const [round] = REAL_ROUNDS;
      expect(await fetchBeaconRound([good.url], round!.round, 2000)).toEqual({ ok: true, round: round });
      expect(await fetchBeaconRound([down.url, forged.url, good.url], round!.round, 2000)).toEqual({ ok: true, round: round });
      const failed = await fetchBeaconRound([down.url, forged.url], round!.round, 2000);
      expect(failed.ok).toBe(false);
      expect(!failed.ok && failed.reason).toMatch(/HTTP 503; .*signature does not verify/);
      const missing = await fetchBeaconRound([good.url], 5, 2000);
      expect(!missing.ok && missing.reason).toMatch(/HTTP 404/);
      expect(await fetchBeaconRound([], round!.round, 2000)).toEqual({ ok: false, reason: 'no beacon relay is configured' });
      const closed = await fetchBeaconRound(['http://127.0.0.1:9'], round!.round, 2000);
      expect(closed.ok).toBe(false);
    } finally {
      await Promise.all([good.close(), down.close(), forged.close()]);
    }
  });
});
