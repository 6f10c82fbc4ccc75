import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Sparkles, Trash2 } from 'lucide-react';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import type { FeaturedEntryFieldsFragment, FeaturedEntryInput } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Money } from '../../../ui/Money';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/Toaster';
import { AddFeaturedEntryMutation, AdminFeaturedEntriesQuery, DeleteFeaturedEntryMutation } from './content.operations';
import { FEATURED_TYPES } from './featured-entry-draft';
import { FeaturedEntryForm } from './FeaturedEntryForm';
import './content.css';

const REFRESH = { refetchQueries: 'active' as const };
const typeLabel = (type: string) => ((FEATURED_TYPES as readonly string[]).includes(type) ? `admin.leaderboard.type.${type}` : 'admin.leaderboard.type.other');

/**
 * Admin Leaderboard (POST /api/admin/leaderboard): these entries are shown to
 * players only as "Featured", never as verified winners
 * (docs/product-rules.md#real-figures).
 */
export function LeaderboardTab() {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const { data, loading, error, refetch } = useQuery(AdminFeaturedEntriesQuery, { fetchPolicy: 'cache-and-network' });
  const [add, added] = useMutation(AddFeaturedEntryMutation, REFRESH);
  const [remove, removed] = useMutation(DeleteFeaturedEntryMutation, { ...REFRESH, awaitRefetchQueries: true });
  const [deleting, setDeleting] = useState<FeaturedEntryFieldsFragment | null>(null);
  const entries = data?.featuredEntries ?? [];
  const failed = (titleId: string, cause: unknown) => {
    const text = handleError(cause);
    if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: titleId }), description: text });
  };

  async function save(input: FeaturedEntryInput): Promise<boolean> {
    try {
      await add({ variables: { input } });
      showToast({ title: intl.formatMessage({ id: 'admin.leaderboard.added' }), description: input.username });
      return true;
    } catch (cause) {
      failed('admin.leaderboard.addFailed', cause);
      return false;
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      showToast({ title: intl.formatMessage({ id: 'admin.leaderboard.deleted' }) });
    } catch (cause) {
      failed('admin.leaderboard.deleteFailed', cause);
    }
    setDeleting(null);
  }

  return (
    <div className="admin__stack">
      <FeaturedEntryForm saving={added.loading} onSubmit={save} />
      <section className="card glass" aria-labelledby="featured-list-title">
        <h2 className="card__title" id="featured-list-title"><FormattedMessage id="admin.leaderboard.listTitle" values={{ count: entries.length }} /></h2>
        {loading && !data ? (
          <Skeleton rows={2} height={64} label={intl.formatMessage({ id: 'common.loading' })} />
        ) : error && !data ? (
          <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
        ) : entries.length === 0 ? (
          <EmptyState icon={Sparkles} title={<FormattedMessage id="admin.leaderboard.empty" />} hint={<FormattedMessage id="admin.leaderboard.emptyHint" />} testId="admin-featured-empty" />
        ) : (
          <ul className="admin-list" data-testid="admin-featured-list">
            {entries.map((entry) => {
              const busy = removed.loading && deleting?.id === entry.id;
              return (
                <li key={entry.id} className="admin-row" data-testid="admin-featured-row" data-entry-id={entry.id}>
                  <div className="admin-row__main">
                    <p className="admin-row__title"><bdi>{entry.username}</bdi></p>
                    <p className="admin-row__meta">
                      <span className="pill pill--accent"><Sparkles size={12} strokeWidth={2} aria-hidden /><FormattedMessage id="admin.leaderboard.featured" /></span>
                      <FormattedMessage id={typeLabel(entry.type)} />
                      <span><FormattedDate value={entry.createdAt} dateStyle="medium" timeStyle="short" /></span>
                    </p>
                  </div>
                  <div className="admin-row__figures"><Money value={entry.amount} /></div>
                  <div className="admin-row__actions">
                    <button className="button button--ghost button--small" type="button" onClick={() => setDeleting(entry)} disabled={busy} aria-busy={busy} aria-label={intl.formatMessage({ id: 'admin.leaderboard.deleteNamed' }, { name: entry.username })} data-testid={`admin-featured-delete-${entry.id}`}>
                      {busy ? <Spinner size={16} /> : <Trash2 size={16} strokeWidth={1.75} aria-hidden />}
                      <FormattedMessage id={busy ? 'common.deleting' : 'common.delete'} />
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={<FormattedMessage id="admin.leaderboard.deleteTitle" />}
        description={<FormattedMessage id="common.confirmDelete" values={{ name: deleting?.username ?? '' }} />}
        confirmLabel={<FormattedMessage id={removed.loading ? 'common.deleting' : 'common.delete'} />}
        onConfirm={() => void confirmDelete()}
        busy={removed.loading}
        destructive
        testId="admin-featured-delete-dialog"
      />
    </div>
  );
}
