import { QUICKNET, randomnessOf, verifyBeaconSignature, type BeaconRound } from '@nova/verify';

export type BeaconFetch = { ok: true; round: BeaconRound } | { ok: false; reason: string };

/**
 * Fetches a quicknet round from the relays in order (`GET {relay}/{chainHash}/public/{round}`)
 * and keeps the first answer whose BLS signature verifies against the chain's
 * public key. A relay is never trusted: a wrong or forged answer counts as a
 * failure and the next relay is asked. The reason lists what each relay did.
 */
export async function fetchBeaconRound(relays: readonly string[], round: number, timeoutMs: number): Promise<BeaconFetch> {
  if (relays.length === 0) return { ok: false, reason: 'no beacon relay is configured' };
  const failures: string[] = [];
  for (const relay of relays) {
    const outcome = await askRelay(relay, round, timeoutMs);
    if (typeof outcome !== 'string') return { ok: true, round: outcome };
    failures.push(`${hostOf(relay)}: ${outcome}`);
  }
  return { ok: false, reason: failures.join('; ').slice(0, 500) };
}

async function askRelay(relay: string, round: number, timeoutMs: number): Promise<BeaconRound | string> {
  let response: Response;
  try {
    response = await fetch(`${relay}/${QUICKNET.chainHash}/public/${round}`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    return describeFetchError(error);
  }
  if (!response.ok) return `HTTP ${response.status}`;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return 'answer is not JSON';
  }
  const value = body as Partial<Record<'round' | 'signature' | 'randomness', unknown>>;
  if (value.round !== round) return `answered round ${String(value.round)} instead of ${round}`;
  if (typeof value.signature !== 'string' || !verifyBeaconSignature(round, value.signature.toLowerCase())) return 'signature does not verify against the quicknet public key';
  const signature = value.signature.toLowerCase();
  return { round, signature, randomness: randomnessOf(signature) };
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'no answer in time';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
  return (cause ?? (error instanceof Error ? error.message : 'unreachable')).slice(0, 160);
}

function hostOf(relay: string): string {
  try {
    return new URL(relay).host;
  } catch {
    return relay;
  }
}
