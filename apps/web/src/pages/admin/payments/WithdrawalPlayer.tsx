import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ChevronDown, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { AdminWithdrawalsQuery } from '../../../gql/graphql';
import { ErrorState } from '../../../ui/ErrorState';
import { Money } from '../../../ui/Money';
import { Skeleton } from '../../../ui/Skeleton';
import { MoneyStatusPill } from '../../../ui/StatusPill';
import { AdminWithdrawalPlayerQuery } from './admin-payments.operations';

type Player = NonNullable<AdminWithdrawalsQuery['adminWithdrawals'][number]['user']>;

const DAY_MS = 86_400_000;

/** Whole days since the account was made (0 on its first day). */
export function accountAgeDays(createdAt: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(createdAt)) / DAY_MS));
}

/**
 * Who asks for the money: balances and account age at a glance; recent deposits and
 * withdrawals and the player's protection state when opened (open at once while the
 * withdrawal still waits for a decision).
 */
export function WithdrawalPlayer({ player, withdrawalId, openAtFirst }: { player: Player; withdrawalId: string; openAtFirst: boolean }) {
  const [open, setOpen] = useState(openAtFirst);
  const panelId = `withdrawal-player-${withdrawalId}`;
  const age = accountAgeDays(player.createdAt);
  return (
    <div className="withdrawal-player" data-testid={`admin-withdrawal-player-${withdrawalId}`}>
      <dl className="withdrawal-player__facts">
        <div><dt><FormattedMessage id="admin.withdrawals.player.balance" /></dt><dd><Money value={player.balance} size="sm" testId={`admin-withdrawal-player-balance-${withdrawalId}`} /></dd></div>
        <div><dt><FormattedMessage id="admin.withdrawals.player.available" /></dt><dd><Money value={player.availableBalance} size="sm" /></dd></div>
        <div><dt><FormattedMessage id="admin.withdrawals.player.held" /></dt><dd><Money value={player.heldBalance} size="sm" /></dd></div>
        <div>
          <dt><FormattedMessage id="admin.withdrawals.player.age" /></dt>
          <dd data-testid={`admin-withdrawal-player-age-${withdrawalId}`} className={age < 7 ? 'withdrawal-player__new' : undefined}>
            <FormattedMessage id="admin.withdrawals.player.days" values={{ count: age }} />{' '}
            <span className="muted">(<FormattedDate value={player.createdAt} dateStyle="medium" />)</span>
          </dd>
        </div>
      </dl>
      <button className="button button--ghost button--small withdrawal-player__toggle" type="button" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)} data-testid={`admin-withdrawal-player-toggle-${withdrawalId}`}>
        <ChevronDown size={16} strokeWidth={1.75} aria-hidden className={open ? 'withdrawal-player__chevron--open' : undefined} />
        <FormattedMessage id="admin.withdrawals.player.history" />
      </button>
      {open && <PlayerHistory userId={player.id} panelId={panelId} currentId={withdrawalId} />}
    </div>
  );
}

function PlayerHistory({ userId, panelId, currentId }: { userId: string; panelId: string; currentId: string }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminWithdrawalPlayerQuery, { variables: { userId }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <div id={panelId}><Skeleton rows={2} height={28} label={intl.formatMessage({ id: 'common.loading' })} /></div>;
  if (error && !data) return <div id={panelId}><ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} /></div>;
  if (!data) return null;
  const block = data.adminPlayerProtection.block;
  const limits = data.adminPlayerProtection.limits.filter((limit) => limit.limit !== null && limit.limit !== undefined);
  const others = data.adminWithdrawals.filter((withdrawal) => withdrawal.id !== currentId).slice(0, 5);
  return (
    <div className="withdrawal-player__history" id={panelId}>
      <p className={`withdrawal-player__protection ${block ? 'withdrawal-player__protection--blocked' : ''}`} data-testid={`admin-withdrawal-player-protection-${currentId}`}>
        {block ? <ShieldAlert size={16} strokeWidth={1.75} aria-hidden /> : <ShieldCheck size={16} strokeWidth={1.75} aria-hidden />}
        {block ? (
          <FormattedMessage
            id={block.kind === 'self_exclusion' ? 'admin.withdrawals.player.excluded' : 'admin.withdrawals.player.timeOut'}
            values={{ date: <FormattedDate value={block.endsAt} dateStyle="medium" /> }}
          />
        ) : (
          <FormattedMessage id="admin.withdrawals.player.noBlock" values={{ count: limits.length }} />
        )}
      </p>
      <div className="withdrawal-player__lists">
        <PaymentList titleId="admin.withdrawals.player.deposits" emptyId="admin.withdrawals.player.noDeposits" items={data.adminDeposits} testId={`admin-withdrawal-player-deposits-${currentId}`} />
        <PaymentList titleId="admin.withdrawals.player.withdrawals" emptyId="admin.withdrawals.player.noWithdrawals" items={others} testId={`admin-withdrawal-player-withdrawals-${currentId}`} />
      </div>
    </div>
  );
}

function PaymentList({ titleId, emptyId, items, testId }: { titleId: string; emptyId: string; items: ReadonlyArray<{ id: string; amount: string; status: string; createdAt: string }>; testId: string }) {
  return (
    <section className="withdrawal-player__list" data-testid={testId}>
      <h3 className="withdrawal-player__list-title"><FormattedMessage id={titleId} /></h3>
      {items.length === 0 ? (
        <p className="muted"><FormattedMessage id={emptyId} /></p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <Money value={item.amount} size="sm" />
              <MoneyStatusPill status={item.status} />
              <span className="muted"><FormattedDate value={item.createdAt} dateStyle="medium" /></span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
