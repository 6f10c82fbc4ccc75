import { useEffect, useState } from 'react';
import { verifyPublishedDraw, type VerificationReport } from '../../draws/fair-draw-verify';
import type { DrawVerificationQuery } from '../../gql/graphql';
import { beaconCheckResults } from '../../trust/beacon';

type Published = NonNullable<DrawVerificationQuery['drawVerification']>;

export type VerificationState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; report: VerificationReport }
  | { status: 'failed'; message: string };

/** Recomputes the draw in this browser with WebCrypto once its data has loaded. */
export function useVerification(published: Published | null | undefined): VerificationState {
  const [state, setState] = useState<VerificationState>({ status: 'idle' });

  useEffect(() => {
    if (!published || published.status !== 'completed') return undefined;
    let current = true;
    setState({ status: 'running' });
    verifyPublishedDraw({
      drawId: published.drawId,
      seedCommitment: published.seedCommitment,
      seed: published.seed ?? null,
      ticketListHash: published.ticketListHash ?? null,
      ticketNumbers: published.ticketNumbers,
      beacon: published.beacon ?? null,
      winnerCount: published.winnerCount,
      announcedWinners: [...published.winners].sort((a, b) => a.rank - b.rank).map((winner) => winner.ticketNumber),
    })
      .then((drawReport) => {
        // The bound beacon round is re-checked here too: its signature, and that its randomness is what was mixed in.
        const checks = [...drawReport.checks, ...beaconCheckResults(published)];
        const report = { ...drawReport, checks, valid: checks.every((check) => check.passed) };
        if (current) setState({ status: 'done', report });
      })
      .catch((error: unknown) => current && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }));
    return () => {
      current = false;
    };
  }, [published]);

  return state;
}
