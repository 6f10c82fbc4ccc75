import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Download, ScrollText } from 'lucide-react';
import { useErrorText } from '../lib/use-error-text';
import { EmptyState } from '../ui/EmptyState';
import { Money } from '../ui/Money';
import { ErrorState } from '../ui/ErrorState';
import { Pagination } from '../ui/Pagination';
import { Skeleton } from '../ui/Skeleton';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/Toaster';
import type { StatementType } from '../gql/graphql';
import { downloadText, statementFileName } from './statement-download';
import { MyStatementCsvQuery, MyStatementQuery } from './statement.operations';
import { StatementTable } from './StatementTable';
import './statement.css';

const TYPES: readonly StatementType[] = ['deposit', 'purchase', 'refund', 'prize', 'bonus', 'admin', 'withdrawal'] as StatementType[];
const PAGE_SIZE = 20;

/** The account statement: every ledger line with its running balance, filters, totals and CSV. */
export function StatementPanel() {
  const intl = useIntl();
  const client = useApolloClient();
  const showToast = useToast();
  const errorText = useErrorText();
  const [type, setType] = useState<StatementType | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filter = { ...(type ? { types: [type] } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const { data, loading, error, refetch } = useQuery(MyStatementQuery, { variables: { filter, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const statement = data?.myStatement;
  const totalPages = statement ? Math.max(1, Math.ceil(statement.total / statement.pageSize)) : 1;

  async function exportCsv() {
    setExporting(true);
    try {
      const reply = await client.query({ query: MyStatementCsvQuery, variables: { filter }, fetchPolicy: 'network-only' });
      if (reply.data) downloadText(reply.data.myStatementCsv, statementFileName(from, to));
    } catch (failure) {
      showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'statement.exportFailed' }), description: errorText(failure) });
    } finally {
      setExporting(false);
    }
  }

  const changeFilter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <section className="card glass statement" aria-labelledby="statement-title" data-testid="statement">
      <div className="card__head">
        <span className="card__icon" aria-hidden><ScrollText size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="statement-title"><FormattedMessage id="statement.title" /></h2>
      </div>
      <p className="card__text"><FormattedMessage id="statement.text" /></p>

      <div className="statement__filters">
        <label className="field">
          <span className="field__label"><FormattedMessage id="statement.type" /></span>
          <select className="field__input" value={type} onChange={(event) => changeFilter(() => setType(event.target.value as StatementType | ''))} data-testid="statement-type">
            <option value="">{intl.formatMessage({ id: 'statement.type.all' })}</option>
            {TYPES.map((value) => (
              <option key={value} value={value}>{intl.formatMessage({ id: `statement.type.${value}` })}</option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label"><FormattedMessage id="statement.from" /></span>
          <input className="field__input" type="date" dir="ltr" value={from} max={to || undefined} onChange={(event) => changeFilter(() => setFrom(event.target.value))} data-testid="statement-from" />
        </label>
        <label className="field">
          <span className="field__label"><FormattedMessage id="statement.to" /></span>
          <input className="field__input" type="date" dir="ltr" value={to} min={from || undefined} onChange={(event) => changeFilter(() => setTo(event.target.value))} data-testid="statement-to" />
        </label>
        <button type="button" className="button button--ghost statement__export" onClick={() => void exportCsv()} disabled={exporting} data-testid="statement-csv">
          {exporting ? <Spinner /> : <Download size={16} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id="statement.csv" />
        </button>
      </div>

      {statement && (
        <dl className="statement__totals" data-testid="statement-totals">
          {(['deposited', 'withdrawn', 'spent', 'won', 'bonus', 'net'] as const).map((name) => (
            <div key={name} className="statement__total">
              <dt><FormattedMessage id={`statement.total.${name}`} /></dt>
              <dd><Money value={statement.totals[name]} size="sm" testId={`statement-total-${name}`} /></dd>
            </div>
          ))}
        </dl>
      )}

      {loading && !statement ? (
        <Skeleton rows={4} height={48} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !statement ? (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : statement && statement.lines.length === 0 ? (
        <EmptyState icon={ScrollText} title={<FormattedMessage id="statement.empty" />} testId="statement-empty" />
      ) : statement ? (
        <StatementTable lines={statement.lines} testId="statement-table" lineTestId="statement-line" />
      ) : null}
      <Pagination page={page} totalPages={totalPages} onPage={setPage} testId="statement-pages" />
    </section>
  );
}
