import { useId, useState } from 'react';
import { Collapsible } from 'radix-ui';
import { FormattedMessage } from 'react-intl';
import { ChevronDown, Sigma } from 'lucide-react';
import type { DrawCardFieldsFragment } from '../gql/graphql';
import { Money } from '../ui/Money';
import { Percent } from '../ui/Percent';
import { chanceOfAnyPrize, prizeTable, winnerCount } from './draw-odds';
import { toDecimal, toMinor } from './ticket-pricing';

/**
 * A draw's odds and prizes as they stand: each rank's share and amount at the
 * current pool, how many tickets win, and my exact chance of at least one prize.
 */
export function OddsPanel({ draw }: { draw: DrawCardFieldsFragment }) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const sold = draw.ticketsSold;
  const winners = winnerCount(sold);
  const rows = prizeTable(toMinor(draw.prizePool), sold);
  const mine = draw.myTicketCount;
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="odds">
      <Collapsible.Trigger className="odds__trigger" data-testid="draw-odds-toggle">
        <Sigma size={16} strokeWidth={1.75} aria-hidden />
        <FormattedMessage id="odds.open" />
        <ChevronDown className="odds__chevron" size={16} strokeWidth={1.75} aria-hidden />
      </Collapsible.Trigger>
      <Collapsible.Content className="odds__content" data-testid="draw-odds">
        <p className="odds__note">
          {winners > 0 ? <FormattedMessage id="odds.winners" values={{ winners, sold }} /> : <FormattedMessage id="odds.noSales" />}
        </p>
        <table className="odds__table" aria-describedby={tableId}>
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="odds.rank" /></th>
              <th scope="col"><FormattedMessage id="odds.share" /></th>
              <th scope="col"><FormattedMessage id="odds.prize" /></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.rank} data-testid="draw-odds-rank">
                <td className="tabular" dir="ltr">{row.rank}</td>
                <td><Percent value={row.sharePercent} digits={1} /></td>
                <td>{row.amountMinor === null ? '—' : <Money value={toDecimal(row.amountMinor)} size="sm" />}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="odds__chance" id={tableId} data-testid="draw-odds-chance">
          {mine > 0 ? (
            <FormattedMessage id="odds.myChance" values={{ count: mine, chance: <strong><Percent value={chanceOfAnyPrize(sold, mine) * 100} /></strong> }} />
          ) : (
            <FormattedMessage id="odds.oneTicketChance" values={{ chance: <strong><Percent value={chanceOfAnyPrize(sold + 1, 1) * 100} /></strong> }} />
          )}
        </p>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
