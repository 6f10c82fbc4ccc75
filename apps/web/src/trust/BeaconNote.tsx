import { FormattedMessage } from 'react-intl';
import { Radio, TriangleAlert } from 'lucide-react';

/**
 * Which outside randomness a draw used: the drand round bound when sales
 * closed, or, when it could not be fetched in time, the documented fallback
 * and why (the winners then come from the committed seed and the list alone).
 */
export function BeaconNote({ round, signature, fallback }: { round: number | null | undefined; signature: string | null | undefined; fallback: string | null | undefined }) {
  if (round === null || round === undefined) {
    return <p className="trust-beacon" data-testid="beacon-note" data-state="none"><FormattedMessage id="trust.beacon.none" /></p>;
  }
  if (!signature) {
    return (
      <p className="trust-beacon trust-beacon--fallback" data-testid="beacon-note" data-state="fallback" role="note">
        <TriangleAlert size={18} strokeWidth={1.75} aria-hidden />
        <span>
          <FormattedMessage id="trust.beacon.fallback" values={{ round: <bdi dir="ltr">{round}</bdi> }} />
          {fallback && <> <span className="trust-beacon__reason" dir="ltr">{fallback}</span></>}
        </span>
      </p>
    );
  }
  return (
    <p className="trust-beacon" data-testid="beacon-note" data-state="mixed">
      <Radio size={18} strokeWidth={1.75} aria-hidden />
      <span><FormattedMessage id="trust.beacon.mixed" values={{ round: <bdi dir="ltr">{round}</bdi> }} /></span>
    </p>
  );
}
