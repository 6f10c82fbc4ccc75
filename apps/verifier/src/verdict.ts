import { inclusionProof, verifyInclusion, verifyPublicDraw, verifyReceipt, type DrawCheck, type PublishedKeySet } from '@nova/verify';
import type { PublishedDraw } from './published-data';

export interface Line {
  ok: boolean | null;
  text: string;
}

export interface Verdict {
  valid: boolean;
  lines: Line[];
}

const CHECK_LABELS: Record<DrawCheck['name'], string> = {
  commitment: 'seed matches the commitment published when the draw opened',
  ticketListHash: 'ticket list matches the published ticket list hash',
  merkleRoot: 'ticket list matches the published Merkle root',
  beaconSignature: 'beacon round carries a valid drand quicknet signature',
  beaconValue: 'beacon value mixed in is the round\'s randomness',
  winners: 'winners recomputed from the public data equal the announced winners',
};

/**
 * Every check the verifier runs over what it fetched: the whole draw, then a
 * receipt (signature under the published keys, same draw, each ticket proven
 * in the committed list), then any tickets asked about.
 */
export function verdictFor(draw: PublishedDraw, options: { receipt?: unknown; keys?: PublishedKeySet; tickets?: string[] }): Verdict {
  const lines: Line[] = [];
  const report = verifyPublicDraw(draw);
  for (const check of report.checks) {
    lines.push({ ok: check.outcome === 'skipped' ? null : check.outcome === 'passed', text: `${CHECK_LABELS[check.name]}${check.outcome === 'failed' ? ` (expected ${check.expected || '-'}, computed ${check.computed || '-'})` : check.outcome === 'skipped' ? ' (not applicable to this draw)' : ''}` });
  }
  if (draw.beacon && draw.beacon.signature === null) {
    lines.push({ ok: null, text: `beacon round ${draw.beacon.round} was bound at the close but not mixed in: the documented fallback applied${draw.beaconFallback ? ` (${draw.beaconFallback})` : ''}, so the winners come from the committed seed and the ticket list alone` });
  } else if (draw.beacon) {
    lines.push({ ok: null, text: `drand quicknet round ${draw.beacon.round} was bound when sales closed and its randomness mixed in` });
  }
  const proveTicket = (ticket: string) => {
    if (!draw.merkleRoot) return lines.push({ ok: false, text: `ticket ${ticket}: this draw has no published Merkle root` });
    const proof = inclusionProof(draw.ticketNumbers, ticket);
    const ok = proof !== null && verifyInclusion(proof, draw.merkleRoot, draw.ticketNumbers.length);
    lines.push({ ok, text: ok ? `ticket ${ticket} is in the committed list (position ${proof!.leafIndex + 1} of ${proof!.treeSize})` : `ticket ${ticket} is NOT in the committed ticket list` });
  };
  if (options.receipt !== undefined) {
    const check = verifyReceipt(options.receipt, options.keys ?? { keys: [] });
    lines.push({ ok: check.valid, text: check.valid ? `receipt signature verifies under published key ${check.key?.keyId}` : `receipt does not verify (${check.reason})` });
    if (check.valid) {
      const receipt = (options.receipt as { receipt: { drawId: string; ticketNumbers: string[] } }).receipt;
      lines.push({ ok: receipt.drawId === draw.drawId, text: `receipt is for this draw (${receipt.drawId})` });
      receipt.ticketNumbers.forEach(proveTicket);
    }
  }
  (options.tickets ?? []).forEach(proveTicket);
  return { valid: lines.every((line) => line.ok !== false), lines };
}
