import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../../../ui/ErrorState';
import { Money } from '../../../ui/Money';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';
import { AdminPlayerStatementQuery } from './admin-users.operations';
import { StatementTable } from '../../../statement/StatementTable';

const PAGE_SIZE = 10;

/** Admin, read-only: a player's statement from the ledger, newest first, with the totals. */
export function AdminPlayerStatement({ userId }: { userId: string }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminPlayerStatementQuery, { variables: { userId, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const statement = data?.adminPlayerStatement;
  const totalPages = statement ? Math.max(1, Math.ceil(statement.total / statement.pageSize)) : 1;

  return (
    <section aria-labelledby="admin-protection-statement" data-testid="admin-player-statement">
      <h3 className="player-protection__title" id="admin-protection-statement"><FormattedMessage id="statement.title" /></h3>
      {statement && (
        <dl className="statement__totals">
          {(['deposited', 'withdrawn', 'spent', 'won', 'bonus', 'net'] as const).map((name) => (
            <div key={name} className="statement__total">
              <dt><FormattedMessage id={`statement.total.${name}`} /></dt>
              <dd><Money value={statement.totals[name]} size="sm" /></dd>
            </div>
          ))}
        </dl>
      )}
      {loading && !statement ? (
        <Skeleton rows={3} height={40} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !statement ? (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : statement && statement.lines.length === 0 ? (
        <p className="muted" data-testid="admin-player-statement-empty"><FormattedMessage id="statement.empty" /></p>
      ) : statement ? (
        <StatementTable lines={statement.lines} lineTestId="admin-statement-line" />
      ) : null}
      <Pagination page={page} totalPages={totalPages} onPage={setPage} testId="admin-player-statement-pages" />
    </section>
  );
}
