import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Pencil, Trash2 } from 'lucide-react';
import type { AnnouncementFieldsFragment } from '../../../gql/graphql';
import { Spinner } from '../../../ui/Spinner';

interface AnnouncementRowProps {
  announcement: AnnouncementFieldsFragment;
  editing: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function AnnouncementRow({ announcement, editing, deleting, onEdit, onDelete }: AnnouncementRowProps) {
  const intl = useIntl();
  const edited = announcement.updatedAt !== announcement.createdAt;
  return (
    <li className={`admin-row ${editing ? 'admin-row--editing' : ''}`} data-testid="admin-announcement-row" data-announcement-id={announcement.id}>
      <div className="admin-row__main">
        <p className="admin-row__title"><bdi>{announcement.title}</bdi></p>
        <p className="announcement-row__content"><bdi>{announcement.content}</bdi></p>
        <p className="admin-row__meta">
          <span><FormattedMessage id="admin.announcements.published" values={{ date: <FormattedDate value={announcement.createdAt} dateStyle="medium" timeStyle="short" /> }} /></span>
          {edited && <span><FormattedMessage id="admin.announcements.edited" values={{ date: <FormattedDate value={announcement.updatedAt} dateStyle="medium" timeStyle="short" /> }} /></span>}
        </p>
      </div>
      <div className="admin-row__actions">
        <button className="button button--ghost button--small" type="button" onClick={onEdit} disabled={deleting} data-testid={`admin-announcement-edit-${announcement.id}`}>
          <Pencil size={16} strokeWidth={1.75} aria-hidden /><FormattedMessage id="admin.announcements.edit" />
        </button>
        <button className="button button--ghost button--small" type="button" onClick={onDelete} disabled={deleting} aria-busy={deleting} aria-label={intl.formatMessage({ id: 'admin.announcements.deleteNamed' }, { title: announcement.title })} data-testid={`admin-announcement-delete-${announcement.id}`}>
          {deleting ? <Spinner size={16} /> : <Trash2 size={16} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={deleting ? 'common.deleting' : 'common.delete'} />
        </button>
      </div>
    </li>
  );
}
