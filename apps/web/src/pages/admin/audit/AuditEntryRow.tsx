import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ArrowRight } from 'lucide-react';
import { auditActionMessageId } from './audit-actions';
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


/** Ids are long UUIDs: the first block tells records apart on screen, the full one is in the tooltip. */
function shortId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id;
}

/**
 * One field: a changed value is struck through and followed by the new one; a
 * value only the before snapshot has (a draw run records its state before) is
 * shown plainly, not struck through as if deleted.
 */
function ChangeLine({ field, before, after }: { field: string; before: string | null; after: string | null }) {
  const intl = useIntl();
  return (
    <div className="audit-diff__line">
      <dt className="audit-diff__field">{field}</dt>
      <dd className="audit-diff__values">
        {before !== null && after === null && (
          <span className="audit-diff__kept" aria-label={intl.formatMessage({ id: 'admin.audit.before' })}><bdi>{before}</bdi></span>
        )}
        {before !== null && after !== null && (
          <>
            <del className="audit-diff__before" aria-label={intl.formatMessage({ id: 'admin.audit.before' })}><bdi>{before}</bdi></del>
            <ArrowRight className="icon-flip audit-diff__arrow" size={14} strokeWidth={1.75} aria-hidden />
          </>
        )}
        {after !== null && <ins className="audit-diff__after" aria-label={intl.formatMessage({ id: 'admin.audit.after' })}><bdi>{after}</bdi></ins>}
        {before === null && after === null && <span className="muted">—</span>}
      </dd>
    </div>
  );
}

/** Who did what to which record, when, and the fields it changed. */
export function AuditEntryRow({ entry }: { entry: AuditEntryData }) {
  const intl = useIntl();
  const diff = auditDiff(entry.before ?? null, entry.after ?? null);
  const actionId = auditActionMessageId(entry.action);
  const actionName = actionId ? intl.formatMessage({ id: actionId }) : entry.action;
  return (
    <li className="admin-row audit-entry" data-testid="admin-audit-entry" data-action={entry.action}>
      <div className="admin-row__main">
        <span className="admin-row__title">
          <bdi className="audit-entry__actor" data-testid="admin-audit-actor">{entry.actor.username}</bdi> <span className="audit-entry__action">{actionName}</span>
        </span>
        <span className="admin-row__meta">
          <time dateTime={entry.occurredAt}><FormattedDate value={entry.occurredAt} dateStyle="medium" timeStyle="short" /></time>
          <span aria-hidden>·</span>
          {diff.subject && <bdi className="audit-entry__subject">{diff.subject}</bdi>}
          <span className="audit-entry__target" dir="ltr" title={entry.targetId ?? undefined}>{entry.targetType}{entry.targetId ? ` ${shortId(entry.targetId)}` : ''}</span>
        </span>
      </div>
      {(diff.changes.length > 0 || diff.rawBefore || diff.rawAfter) && (
        <dl className="audit-diff" aria-label={intl.formatMessage({ id: 'admin.audit.changes' })}>
          {diff.changes.map((change) => <ChangeLine key={change.field} field={change.field} before={change.before} after={change.after} />)}
          {(diff.rawBefore || diff.rawAfter) && (
            <ChangeLine field={intl.formatMessage({ id: 'admin.audit.details' })} before={diff.rawBefore} after={diff.rawAfter} />
          )}
        </dl>
      )}
    </li>
  );
}
