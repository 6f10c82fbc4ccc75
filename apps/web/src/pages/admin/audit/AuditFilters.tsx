import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterX } from 'lucide-react';
import { AdminAuditFacetsQuery } from './admin-audit.operations';
import { auditActionMessageId } from './audit-actions';

/** What the admin narrowed the log to; "" means any. Dates are YYYY-MM-DD (inclusive). */
export interface AuditFilterDraft {
  action: string;
  actorUserId: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTER: AuditFilterDraft = { action: '', actorUserId: '', targetType: '', targetId: '', from: '', to: '' };

/** The server's filter input: only the fields that narrow anything. */
export function auditFilterInput(draft: AuditFilterDraft) {
  const entries = Object.entries(draft).map(([key, value]) => [key, value.trim()] as const).filter(([, value]) => value !== '');
  return entries.length ? Object.fromEntries(entries) : null;
}

interface AuditFiltersProps {
  value: AuditFilterDraft;
  onChange: (next: AuditFilterDraft) => void;
}

/** Action, admin, target (type and id) and a date range; the choices come from the log itself. */
export function AuditFilters({ value, onChange }: AuditFiltersProps) {
  const intl = useIntl();
  const { data } = useQuery(AdminAuditFacetsQuery, { fetchPolicy: 'cache-and-network' });
  const facets = data?.adminAuditFacets;
  const set = (field: keyof AuditFilterDraft) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value });
  const actionName = (action: string) => {
    const id = auditActionMessageId(action);
    return id ? intl.formatMessage({ id }) : action;
  };
  const any = intl.formatMessage({ id: 'admin.audit.filter.any' });
  const active = auditFilterInput(value) !== null;

  return (
    <fieldset className="audit-filters" data-testid="admin-audit-filters">
      <legend className="sr-only"><FormattedMessage id="admin.audit.filter.title" /></legend>
      <label className="field">
        <span className="field__label"><FormattedMessage id="admin.audit.filter.action" /></span>
        <select className="field__input" value={value.action} onChange={set('action')} data-testid="admin-audit-filter-action">
          <option value="">{any}</option>
          {(facets?.actions ?? []).map((action) => <option key={action} value={action}>{actionName(action)}</option>)}
        </select>
      </label>
      <label className="field">
        <span className="field__label"><FormattedMessage id="admin.audit.filter.admin" /></span>
        <select className="field__input" value={value.actorUserId} onChange={set('actorUserId')} data-testid="admin-audit-filter-admin">
          <option value="">{any}</option>
          {(facets?.actors ?? []).map((actor) => <option key={actor.id} value={actor.id}>{actor.username}</option>)}
        </select>
      </label>
      <label className="field">
        <span className="field__label"><FormattedMessage id="admin.audit.filter.targetType" /></span>
        <select className="field__input" value={value.targetType} onChange={set('targetType')} data-testid="admin-audit-filter-target-type">
          <option value="">{any}</option>
          {(facets?.targetTypes ?? []).map((type) => <option key={type} value={type}>{type}</option>)}
        </select>
      </label>
      <label className="field">
        <span className="field__label"><FormattedMessage id="admin.audit.filter.targetId" /></span>
        <input className="field__input" type="search" dir="ltr" value={value.targetId} onChange={set('targetId')} autoComplete="off" data-testid="admin-audit-filter-target-id" />
      </label>
      <label className="field">
        <span className="field__label"><FormattedMessage id="admin.audit.filter.from" /></span>
        <input className="field__input" type="date" value={value.from} max={value.to || undefined} onChange={set('from')} data-testid="admin-audit-filter-from" />
      </label>
      <label className="field">
        <span className="field__label"><FormattedMessage id="admin.audit.filter.to" /></span>
        <input className="field__input" type="date" value={value.to} min={value.from || undefined} onChange={set('to')} data-testid="admin-audit-filter-to" />
      </label>
      <button className="button button--ghost button--small audit-filters__clear" type="button" onClick={() => onChange(NO_AUDIT_FILTER)} disabled={!active} data-testid="admin-audit-filter-clear">
        <FilterX size={16} strokeWidth={1.75} aria-hidden />
        <FormattedMessage id="admin.audit.filter.clear" />
      </button>
    </fieldset>
  );
}
