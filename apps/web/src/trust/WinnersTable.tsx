import { FormattedMessage } from 'react-intl';
import { Money } from '../ui/Money';

export interface ShownWinner {
  rank: number;
  ticketNumber: string;
  prizeAmount: string;
  player: { username: string };
}

/** A completed draw's winners, first prize first (usernames come masked from the API for anyone but the player). */
export function WinnersTable({ winners, rowTestId }: { winners: readonly ShownWinner[]; rowTestId: string }) {
  return (
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
        {winners.map((winner) => (
          <tr key={winner.ticketNumber} data-testid={rowTestId}>
            <td className="tabular">{winner.rank}</td>
            <td dir="ltr">{winner.ticketNumber}</td>
            <td><bdi>{winner.player.username}</bdi></td>
            <td><Money value={winner.prizeAmount} size="sm" /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
