import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import type { DrawCardFieldsFragment } from '../gql/graphql';
import { Money } from '../ui/Money';
import { firstPrizeIfSoldOutMinor } from './draw-odds';
import { DrawOddsSettingsQuery } from './draws.operations';
import { toDecimal, toMinor } from './ticket-pricing';

/**
 * The card's first-prize fact: the first prize at the current pool once
 * tickets have sold; before that, an estimate if the draw sells out (never
 * "up to 0.00"), marked "≈".
 */
export function FirstPrizeFact({ draw }: { draw: DrawCardFieldsFragment }) {
  const { data } = useQuery(DrawOddsSettingsQuery, { fetchPolicy: 'cache-first' });
  if (toMinor(draw.firstPrize) > 0) {
    return (
      <div>
        <dt><FormattedMessage id="draw.firstPrizeNow" /></dt>
        <dd><Money value={draw.firstPrize} size="sm" testId="draw-first-prize" /></dd>
      </div>
    );
  }
  const percentage = data?.publicSettings.adminProfitPercentage;
  return (
    <div>
      <dt><FormattedMessage id="draw.firstPrizeIfSoldOut" /></dt>
      <dd data-testid="draw-first-prize-estimate">
        {percentage === undefined ? '—' : <>≈ <Money value={toDecimal(firstPrizeIfSoldOutMinor(toMinor(draw.ticketPrice), draw.maxTickets, percentage))} size="sm" /></>}
      </dd>
    </div>
  );
}
