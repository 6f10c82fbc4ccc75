import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CalendarClock } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';
import { AdminDrawsQuery } from '../admin.operations';
import { AdminDrawRow } from './AdminDrawRow';
import { CreateDrawForm } from './CreateDrawForm';

/** Admin Draws: 10 per page, create, manual trigger, rename and delete. */
export function DrawsTab() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminDrawsQuery, { variables: { page }, fetchPolicy: 'cache-and-network' });
  const reload = () => void refetch().catch(() => undefined);
  const draws = data?.adminDraws.draws ?? [];

  return (
    <div className="admin__stack">
      <CreateDrawForm onCreated={reload} />
      <section className="card glass" aria-labelledby="admin-draws-title">
        <h2 className="card__title" id="admin-draws-title">
          <FormattedMessage id="admin.draws.listTitle" values={{ count: data?.adminDraws.totalCount ?? 0 }} />
        </h2>
        {loading && !data ? (
          <Skeleton rows={4} height={64} label={intl.formatMessage({ id: 'common.loading' })} />
        ) : error && !data ? (
          <ErrorState error={error} onRetry={reload} />
        ) : draws.length === 0 ? (
          <EmptyState icon={CalendarClock} title={<FormattedMessage id="admin.draws.empty" />} testId="admin-draws-empty" />
        ) : (
          <ul className="admin-list" data-testid="admin-draw-list">
            {draws.map((draw) => <AdminDrawRow key={draw.id} draw={draw} onChanged={reload} />)}
          </ul>
        )}
        {data && <Pagination page={data.adminDraws.page} totalPages={data.adminDraws.totalPages} onPage={setPage} testId="admin-draws-pagination" />}
      </section>
    </div>
  );
}
