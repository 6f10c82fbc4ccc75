import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScrollText } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageButtons } from '../../../ui/PageButtons';
import { Skeleton } from '../../../ui/Skeleton';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { AuditChainCheck } from './AuditChainCheck';
import { AuditFilters, auditFilterInput, NO_AUDIT_FILTER, type AuditFilterDraft } from './AuditFilters';
import { AdminAuditLogQuery } from './admin-audit.operations';
import { AuditEntryRow } from './AuditEntryRow';
import './audit.css';

/** Entries arrive from every service a moment after the action; the first page keeps itself current. */
const NEWEST_POLL_MS = 15_000;

/** Every admin action is in the audit log (who, what, when, before/after); newest first, 50 per page, filtered on the server (docs/product-rules.md#audit-log). */
export function AuditTab() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<AuditFilterDraft>(NO_AUDIT_FILTER);
  // Typing a target id waits for a pause; the choices apply at once.
  const settledTargetId = useDebouncedValue(draft.targetId, 300);
  const filter = useMemo(() => auditFilterInput({ ...draft, targetId: settledTargetId }), [draft, settledTargetId]);
  const { data, previousData, loading, error, refetch } = useQuery(AdminAuditLogQuery, {
    variables: { page, filter },
    fetchPolicy: 'cache-and-network',
    pollInterval: page === 1 ? NEWEST_POLL_MS : 0,
  });
  const shown = data ?? previousData;
  // Only a new page or search dims the rows; background refreshes (polls, refetches) do not.
  const paging = !data && previousData !== undefined;
  const reload = () => void refetch().catch(() => undefined);
  const lastPage = data?.adminAuditLog.totalPages;
  // A page emptied by deletions (or a search) falls back to the last page that exists.
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [lastPage, page]);
  const entries = shown?.adminAuditLog.entries ?? [];

  return (
    <section className="card glass" aria-labelledby="admin-audit-title">
      <div>
        <h2 className="card__title" id="admin-audit-title"><FormattedMessage id="admin.audit.title" values={{ count: shown?.adminAuditLog.total ?? 0 }} /></h2>
        <p className="card__text"><FormattedMessage id="admin.audit.text" /></p>
      </div>
      <AuditChainCheck />
      <AuditFilters
        value={draft}
        onChange={(next) => {
          setDraft(next);
          setPage(1);
        }}
      />
      {loading && !shown ? (
        <Skeleton rows={5} height={72} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <ErrorState error={error} onRetry={reload} testId="admin-audit-error" />
      ) : entries.length === 0 ? (
        <EmptyState icon={ScrollText} title={<FormattedMessage id={filter ? 'admin.audit.noMatch' : 'admin.audit.empty'} />} testId="admin-audit-empty" />
      ) : (
        <ul className={`admin-list ${paging ? 'audit-list--loading' : ''}`} data-testid="admin-audit-list" aria-busy={paging}>
          {entries.map((entry) => <AuditEntryRow key={entry.id} entry={entry} />)}
        </ul>
      )}
      {shown && <PageButtons page={shown.adminAuditLog.page} totalPages={shown.adminAuditLog.totalPages} onPage={setPage} testId="admin-audit-pagination" />}
    </section>
  );
}
