import { FormattedMessage } from 'react-intl';
import type { DrawVerificationQuery } from '../../gql/graphql';
import { Money } from '../../ui/Money';

type Published = NonNullable<DrawVerificationQuery['drawVerification']>;

/** Everything the check used, so anyone can copy it into their own tool. */
export function PublishedData({ draw }: { draw: Published }) {
  const facts: Array<[string, string | null | undefined]> = [
    ['verify.field.drawId', draw.drawId],
    ['verify.field.commitment', draw.seedCommitment],
    ['verify.field.seed', draw.seed],
    ['verify.field.ticketListHash', draw.ticketListHash],
    ['verify.field.beaconRound', draw.beaconRound === null || draw.beaconRound === undefined ? null : String(draw.beaconRound)],
    ['verify.field.beaconSignature', draw.beaconSignature],
    ['verify.field.beacon', draw.beacon],
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
      {draw.winners.length > 0 && (
        <table className="data-table">
          <caption className="sr-only"><FormattedMessage id="verify.winners" /></caption>
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="table.rank" /></th>
              <th scope="col"><FormattedMessage id="table.ticketNumber" /></th>
              <th scope="col"><FormattedMessage id="table.username" /></th>
              <th scope="col"><FormattedMessage id="table.prize" /></th>
            </tr>
          </thead>
          <tbody>
            {draw.winners.map((winner) => (
              <tr key={winner.ticketNumber} data-testid="verify-winner">
                <td className="tabular">{winner.rank}</td>
                <td dir="ltr">{winner.ticketNumber}</td>
                <td><bdi>{winner.player.username}</bdi></td>
                <td><Money value={winner.prizeAmount} size="sm" /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
