import { useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Gauge } from 'lucide-react';
import { Money } from '../ui/Money';
import { tightestRemaining } from './limit-figures';
import { MyProtectionQuery } from './protection.operations';

/**
 * Where the player buys (spend, loss) or deposits (deposit): the tightest
 * limit left now, or the break in force. Nothing when no limit is set.
 */
export function RemainingLimits({ kinds, testId }: { kinds: readonly ('deposit' | 'spend' | 'loss')[]; testId: string }) {
  const { data } = useQuery(MyProtectionQuery, { fetchPolicy: 'cache-and-network' });
  const protection = data?.myProtection;
  if (!protection) return null;
  if (protection.block) {
    return (
      <p className="remaining-limits remaining-limits--blocked" role="status" data-testid={testId}>
        <Gauge size={16} strokeWidth={1.75} aria-hidden />
        <FormattedMessage
          id={protection.block.kind === 'time_out' ? 'protection.break.onTimeOut' : 'protection.break.excluded'}
          values={{ date: <FormattedDate value={protection.block.endsAt} dateStyle="medium" timeStyle="short" /> }}
        />
      </p>
    );
  }
  const tightest = tightestRemaining(protection.limits, kinds);
  if (!tightest) return null;
  return (
    <p className="remaining-limits" data-testid={testId}>
      <Gauge size={16} strokeWidth={1.75} aria-hidden />
      <FormattedMessage
        id="protection.remaining"
        values={{
          name: (
            <FormattedMessage
              id="protection.limitName"
              values={{ kind: <FormattedMessage id={`protection.kind.${tightest.kind}`} />, period: <FormattedMessage id={`protection.period.${tightest.period}`} /> }}
            />
          ),
          amount: <Money value={tightest.remaining ?? '0.00'} size="sm" testId={`${testId}-amount`} />,
        }}
      />
    </p>
  );
}
