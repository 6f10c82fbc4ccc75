import { useQuery } from '@apollo/client/react';
import { Dialog } from 'radix-ui';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { HeartHandshake } from 'lucide-react';
import { AdminPlayerProtectionQuery } from '../../../protection/protection.operations';
import { ErrorState } from '../../../ui/ErrorState';
import { Money } from '../../../ui/Money';
import { Skeleton } from '../../../ui/Skeleton';
import { AdminPlayerStatement } from './AdminPlayerStatement';
import { changeActionMessageId, limitChangeSummary } from './protection-view';
import type { AdminUserRowData } from './UserRow';
import { DialogHeader } from '../../../ui/DialogHeader';

/**
 * Admin, read-only (docs/product-rules.md#limits): a player's limits, time-out
 * or self-exclusion, every change they made, and their statement. Nothing here
 * can change them: a player's protection is theirs alone.
 */
export function PlayerProtectionDialog({ user, onClose }: { user: AdminUserRowData; onClose: () => void }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminPlayerProtectionQuery, { variables: { userId: user.id }, fetchPolicy: 'network-only' });
  const protection = data?.adminPlayerProtection;
  const limits = protection?.limits.filter((limit) => limit.limit || limit.pendingLimit || limit.pendingRemoval) ?? [];

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog glass player-protection" data-testid="admin-protection-dialog">
          <DialogHeader icon={HeartHandshake} title={<FormattedMessage id="admin.protection.title" values={{ username: <bdi>{user.username}</bdi> }} />} description={<FormattedMessage id="admin.protection.readOnly" />} />

          {loading && !protection ? (
            <Skeleton rows={3} height={40} label={intl.formatMessage({ id: 'common.loading' })} />
          ) : error && !protection ? (
            <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
          ) : protection ? (
            <>
              <section aria-labelledby="admin-protection-break" data-testid="admin-protection-break">
                <h3 className="player-protection__title" id="admin-protection-break"><FormattedMessage id="admin.protection.break" /></h3>
                {protection.block ? (
                  <p className="player-protection__block" data-kind={protection.block.kind}>
                    <span className="pill pill--danger">
                      <FormattedMessage id={protection.block.kind === 'time_out' ? 'admin.protection.timeOut' : 'admin.protection.selfExclusion'} />
                    </span>{' '}
                    <FormattedMessage
                      id="admin.protection.until"
                      values={{
                        duration: <FormattedMessage id={`protection.duration.${durationKey(protection.block.duration)}`} />,
                        date: <FormattedDate value={protection.block.endsAt} dateStyle="medium" timeStyle="short" />,
                      }}
                    />
                  </p>
                ) : (
                  <p className="muted"><FormattedMessage id="admin.protection.noBreak" /></p>
                )}
              </section>

              <section aria-labelledby="admin-protection-limits" data-testid="admin-protection-limits">
                <h3 className="player-protection__title" id="admin-protection-limits"><FormattedMessage id="admin.protection.limits" /></h3>
                {limits.length === 0 ? (
                  <p className="muted"><FormattedMessage id="admin.protection.noLimits" /></p>
                ) : (
                  <div className="table-scroll">
                    <table className="data-table">
                      <thead>
                        <tr>
                          <th scope="col"><FormattedMessage id="admin.protection.col.limit" /></th>
                          <th scope="col"><FormattedMessage id="protection.limit.set" /></th>
                          <th scope="col"><FormattedMessage id="admin.protection.col.used" /></th>
                          <th scope="col"><FormattedMessage id="protection.limit.left" /></th>
                          <th scope="col"><FormattedMessage id="admin.protection.col.waiting" /></th>
                        </tr>
                      </thead>
                      <tbody>
                        {limits.map((limit) => (
                          <tr key={`${limit.kind}-${limit.period}`} data-testid="admin-protection-limit" data-kind={limit.kind} data-period={limit.period}>
                            <td>
                              <FormattedMessage id="protection.limitName" values={{ kind: <FormattedMessage id={`protection.kind.${limit.kind}`} />, period: <FormattedMessage id={`protection.period.${limit.period}`} /> }} />
                            </td>
                            <td>{limit.limit ? <Money value={limit.limit} size="sm" /> : '—'}</td>
                            <td><Money value={limit.used} size="sm" /></td>
                            <td>{limit.remaining ? <Money value={limit.remaining} size="sm" /> : '—'}</td>
                            <td>
                              {limit.pendingRemoval ? (
                                <FormattedMessage id="admin.protection.pendingRemoval" />
                              ) : limit.pendingLimit ? (
                                <Money value={limit.pendingLimit} size="sm" />
                              ) : (
                                '—'
                              )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>

              <section aria-labelledby="admin-protection-changes" data-testid="admin-protection-changes">
                <h3 className="player-protection__title" id="admin-protection-changes"><FormattedMessage id="admin.protection.changes" /></h3>
                {protection.changes.length === 0 ? (
                  <p className="muted"><FormattedMessage id="admin.protection.noChanges" /></p>
                ) : (
                  <ol className="player-protection__changes">
                    {protection.changes.map((change) => {
                      const messageId = changeActionMessageId(change.action);
                      const summary = limitChangeSummary(change.before ?? null, change.after ?? null);
                      return (
                        <li key={change.id} data-testid="admin-protection-change" data-action={change.action}>
                          <span className="muted"><FormattedDate value={change.createdAt} dateStyle="medium" timeStyle="short" /></span>{' '}
                          <strong>{messageId ? <FormattedMessage id={messageId} /> : <bdi dir="ltr">{change.action}</bdi>}</strong>
                          {summary && (
                            <span>
                              {' · '}
                              <FormattedMessage id="protection.limitName" values={{ kind: <FormattedMessage id={`protection.kind.${summary.kind}`} />, period: <FormattedMessage id={`protection.period.${summary.period}`} /> }} />
                              {': '}
                              {summary.from === null ? <FormattedMessage id="admin.protection.none" /> : <Money value={summary.from} size="sm" />}
                              {' → '}
                              {summary.to === null ? <FormattedMessage id="admin.protection.none" /> : <Money value={summary.to} size="sm" />}
                            </span>
                          )}
                        </li>
                      );
                    })}
                  </ol>
                )}
              </section>
            </>
          ) : null}

          <AdminPlayerStatement userId={user.id} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The stored duration ("7d") as the GraphQL enum's message key ("d7"). */
function durationKey(duration: string): string {
  const keys: Record<string, string> = { '24h': 'h24', '7d': 'd7', '30d': 'd30', '6w': 'w6', '6m': 'm6', '1y': 'y1', '5y': 'y5' };
  return keys[duration] ?? duration;
}
