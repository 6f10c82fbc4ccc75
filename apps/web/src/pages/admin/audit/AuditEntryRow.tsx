import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ArrowRight } from 'lucide-react';
import { auditDiff } from './audit-diff';

export interface AuditEntryData {
  id: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: string | null;
  after?: string | null;
  occurredAt: string;
  actor: { id: string; username: string };
}

/** Actions with a translated name; others (from other services) show their code as it is. */
const NAMED_ACTIONS = new Set([
  'user.addCredit', 'user.removeCredit', 'user.suspend', 'user.activate', 'user.makeAdmin', 'user.removeAdmin', 'user.delete', 'user.changePassword',
]);

/** Who did what to which record, when, and the fields it changed. */
export function AuditEntryRow({ entry }: { entry: AuditEntryData }) {
  const intl = useIntl();
  const diff = auditDiff(entry.before ?? null, entry.after ?? null);
  const actionName = NAMED_ACTIONS.has(entry.action) ? intl.formatMessage({ id: `admin.audit.action.${entry.action}` }) : entry.action;
  const nothing = <span className="muted">—</span>;
  return (
    <li className="admin-row audit-entry" data-testid="admin-audit-entry" data-action={entry.action}>
      <div className="admin-row__main">
        <span className="admin-row__title">
          <bdi className="audit-entry__actor" data-testid="admin-audit-actor">{entry.actor.username}</bdi> <span className="audit-entry__action">{actionName}</span>
        </span>
        <span className="admin-row__meta">
          <time dateTime={entry.occurredAt}><FormattedDate value={entry.occurredAt} dateStyle="medium" timeStyle="short" /></time>
          <span aria-hidden>·</span>
          <span className="audit-entry__target" dir="ltr">{entry.targetType}{entry.targetId ? ` ${entry.targetId}` : ''}</span>
        </span>
      </div>
      {(diff.changes.length > 0 || diff.rawBefore || diff.rawAfter) && (
        <table className="audit-diff" aria-label={intl.formatMessage({ id: 'admin.audit.changes' })}>
          <thead className="sr-only">
            <tr>
              <th scope="col"><FormattedMessage id="admin.audit.field" /></th>
              <th scope="col"><FormattedMessage id="admin.audit.before" /></th>
              <th scope="col"><FormattedMessage id="admin.audit.after" /></th>
            </tr>
          </thead>
          <tbody>
            {diff.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row" className="audit-diff__field">{change.field}</th>
                <td className="audit-diff__before"><bdi>{change.before ?? nothing}</bdi></td>
                <td className="audit-diff__arrow" aria-hidden><ArrowRight className="icon-flip" size={14} strokeWidth={1.75} /></td>
                <td className="audit-diff__after"><bdi>{change.after ?? nothing}</bdi></td>
              </tr>
            ))}
            {(diff.rawBefore || diff.rawAfter) && (
              <tr>
                <th scope="row" className="audit-diff__field"><FormattedMessage id="admin.audit.details" /></th>
                <td className="audit-diff__before"><bdi>{diff.rawBefore ?? nothing}</bdi></td>
                <td className="audit-diff__arrow" aria-hidden><ArrowRight className="icon-flip" size={14} strokeWidth={1.75} /></td>
                <td className="audit-diff__after"><bdi>{diff.rawAfter ?? nothing}</bdi></td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </li>
  );
}
