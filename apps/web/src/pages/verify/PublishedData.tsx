import { FormattedMessage } from 'react-intl';
import type { DrawVerificationQuery } from '../../gql/graphql';
import { WinnersTable } from '../../trust/WinnersTable';

type Published = NonNullable<DrawVerificationQuery['drawVerification']>;

/** The audit log's last entry and its hash when the draw's sales closed. */
export interface AuditCheckpoint {
  seq: number;
  headHash: string;
}

/** Everything the check used, so anyone can copy it into their own tool. */
export function PublishedData({ draw, auditCheckpoint }: { draw: Published; auditCheckpoint?: AuditCheckpoint | null | undefined }) {
  const facts: Array<[string, string | null | undefined]> = [
    ['verify.field.drawId', draw.drawId],
    ['verify.field.commitment', draw.seedCommitment],
    ['verify.field.seed', draw.seed],
    ['verify.field.ticketListHash', draw.ticketListHash],
    ['verify.field.beaconRound', draw.beaconRound === null || draw.beaconRound === undefined ? null : String(draw.beaconRound)],
    ['verify.field.beaconSignature', draw.beaconSignature],
    ['verify.field.beacon', draw.beacon],
    // Anyone can later compare it with the audit log: an admin action rewritten after the draw shows.
    ['verify.field.auditHead', auditCheckpoint ? `#${auditCheckpoint.seq} ${auditCheckpoint.headHash}` : null],
  ];
  return (
    <section className="card glass" aria-labelledby="published-title">
      <h2 className="card__title" id="published-title"><FormattedMessage id="verify.publishedData" /></h2>
      <dl className="hash-list">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt><FormattedMessage id={label} /></dt>
            <dd dir="ltr">{value ?? <FormattedMessage id="verify.notPublished" />}</dd>
          </div>
        ))}
        <div>
          <dt><FormattedMessage id="verify.field.tickets" /></dt>
          <dd dir="ltr">{draw.ticketNumbers.length}</dd>
        </div>
      </dl>
      {draw.winners.length > 0 && <WinnersTable winners={draw.winners} rowTestId="verify-winner" />}
    </section>
  );
}
