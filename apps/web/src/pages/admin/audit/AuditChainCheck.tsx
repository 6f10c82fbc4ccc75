import { useLazyQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link2, ShieldAlert, ShieldCheck } from 'lucide-react';
import { ErrorState } from '../../../ui/ErrorState';
import { AdminAuditChainCheckQuery } from './audit-chain.operations';
import './audit-chain.css';

/** Why a chain does not hold, as the server names it (audit-chain.ts). */
const REASONS: Record<string, string> = {
  changed: 'admin.audit.chain.reason.changed',
  missing: 'admin.audit.chain.reason.missing',
  'out of order': 'admin.audit.chain.reason.outOfOrder',
  'head moved': 'admin.audit.chain.reason.headMoved',
  'checkpoint differs': 'admin.audit.chain.reason.checkpoint',
};

/** Recomputes the audit log's hash chain on demand: intact, or the first entry that breaks it. */
export function AuditChainCheck() {
  const [check, { data, loading, error, refetch }] = useLazyQuery(AdminAuditChainCheckQuery, { fetchPolicy: 'network-only' });
  const result = data?.adminAuditChainCheck;
  const broken = result?.firstBroken;
  return (
    <div className="audit-chain" data-testid="audit-chain">
      <button type="button" className="button button--ghost" disabled={loading} aria-busy={loading} onClick={() => void check().catch(() => undefined)}>
        <Link2 size={16} aria-hidden="true" />
        <FormattedMessage id={loading ? 'admin.audit.chain.checking' : 'admin.audit.chain.check'} />
      </button>
      {error && !loading ? <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} testId="audit-chain-error" /> : null}
      {result && !loading && !error ? (
        <p role="status" className={`audit-chain__verdict ${result.intact ? 'audit-chain__verdict--ok' : 'audit-chain__verdict--broken'}`}>
          {result.intact ? <ShieldCheck size={18} aria-hidden="true" /> : <ShieldAlert size={18} aria-hidden="true" />}
          <span>
            {result.intact || !broken ? (
              <FormattedMessage id="admin.audit.chain.intact" values={{ entries: result.entries, checkpoints: result.checkpoints }} />
            ) : (
              <FormattedMessage
                id="admin.audit.chain.broken"
                values={{ seq: broken.seq, reason: <FormattedMessage id={REASONS[broken.reason] ?? 'admin.audit.chain.reason.changed'} /> }}
              />
            )}
            <code className="audit-chain__head" dir="ltr">
              <FormattedMessage id="admin.audit.chain.head" values={{ seq: result.headSeq, hash: `${result.headHash.slice(0, 16)}…` }} />
            </code>
          </span>
        </p>
      ) : null}
    </div>
  );
}
