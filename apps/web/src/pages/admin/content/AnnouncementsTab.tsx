import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Megaphone } from 'lucide-react';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import type { AnnouncementFieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/Toaster';
import { AnnouncementForm, type AnnouncementDraft } from './AnnouncementForm';
import { AnnouncementRow } from './AnnouncementRow';
import { AdminAnnouncementsQuery, CreateAnnouncementMutation, DeleteAnnouncementMutation, UpdateAnnouncementMutation } from './content.operations';
import './content.css';

/** Every query that lists announcements (the player dashboard's too) is refreshed after a change. */
const REFRESH = { refetchQueries: 'active' as const };

/** Admin Announcements: the form (publish / edit) above the list (edit, delete with confirmation). */
export function AnnouncementsTab() {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const { data, loading, error, refetch } = useQuery(AdminAnnouncementsQuery, { fetchPolicy: 'cache-and-network' });
  const [create, created] = useMutation(CreateAnnouncementMutation, REFRESH);
  const [update, updated] = useMutation(UpdateAnnouncementMutation, REFRESH);
  const [remove, removed] = useMutation(DeleteAnnouncementMutation, { ...REFRESH, awaitRefetchQueries: true });
  const [editing, setEditing] = useState<AnnouncementFieldsFragment | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<AnnouncementFieldsFragment | null>(null);
  const announcements = data?.announcements ?? [];
  const failed = (titleId: string, cause: unknown) => {
    const text = handleError(cause);
    if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: titleId }), description: text });
  };

  async function save(draft: AnnouncementDraft) {
    try {
      if (editing) await update({ variables: { id: editing.id, input: draft } });
      else await create({ variables: { input: draft } });
      showToast({ title: intl.formatMessage({ id: editing ? 'admin.announcements.updated' : 'admin.announcements.created' }), description: draft.title });
      setEditing(null);
      setFormKey((key) => key + 1);
    } catch (cause) {
      failed('admin.announcements.saveFailed', cause);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      showToast({ title: intl.formatMessage({ id: 'admin.announcements.deleted' }) });
      if (editing?.id === deleting.id) setEditing(null);
    } catch (cause) {
      failed('admin.announcements.deleteFailed', cause);
    }
    setDeleting(null);
  }

  return (
    <div className="admin__stack">
      <AnnouncementForm
        key={editing ? `edit-${editing.id}` : `new-${formKey}`}
        initial={editing ? { title: editing.title, content: editing.content } : { title: '', content: '' }}
        editing={editing !== null}
        saving={created.loading || updated.loading}
        onSubmit={(draft) => void save(draft)}
        onCancel={() => setEditing(null)}
      />
      <section className="card glass" aria-labelledby="announcements-list-title">
        <h2 className="card__title" id="announcements-list-title"><FormattedMessage id="admin.announcements.listTitle" values={{ count: announcements.length }} /></h2>
        <p className="card__text"><FormattedMessage id="admin.announcements.listHint" /></p>
        {loading && !data ? (
          <Skeleton rows={2} height={80} label={intl.formatMessage({ id: 'common.loading' })} />
        ) : error && !data ? (
          <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
        ) : announcements.length === 0 ? (
          <EmptyState icon={Megaphone} title={<FormattedMessage id="admin.announcements.empty" />} hint={<FormattedMessage id="admin.announcements.emptyHint" />} testId="admin-announcements-empty" />
        ) : (
          <ul className="admin-list" data-testid="admin-announcement-list">
            {announcements.map((announcement) => (
              <AnnouncementRow
                key={announcement.id}
                announcement={announcement}
                editing={editing?.id === announcement.id}
                deleting={removed.loading && deleting?.id === announcement.id}
                onEdit={() => { setEditing(announcement); window.scrollTo({ top: 0, behavior: 'smooth' }); }}
                onDelete={() => setDeleting(announcement)}
              />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={<FormattedMessage id="admin.announcements.deleteTitle" />}
        description={<FormattedMessage id="common.confirmDelete" values={{ name: deleting?.title ?? '' }} />}
        confirmLabel={<FormattedMessage id={removed.loading ? 'common.deleting' : 'common.delete'} />}
        onConfirm={() => void confirmDelete()}
        busy={removed.loading}
        destructive
        testId="admin-announcement-delete-dialog"
      />
    </div>
  );
}
