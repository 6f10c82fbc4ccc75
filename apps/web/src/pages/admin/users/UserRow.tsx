import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { AdminUserFieldsFragment } from '../../../gql/graphql';
import { Money } from '../../../ui/Money';
import { availableActions, type ActionViewer, type UserAction } from './user-action-rules';
import { UserActionsMenu } from './UserActionsMenu';

export type AdminUserRowData = AdminUserFieldsFragment;

interface UserRowProps {
  user: AdminUserRowData;
  viewer: ActionViewer;
  onChoose: (action: UserAction, user: AdminUserRowData) => void;
}

/** One user of the Users table: who, balance, status, role, joined, and the operations menu. */
export function UserRow({ user, viewer, onChoose }: UserRowProps) {
  const intl = useIntl();
  // On a phone each row is a card: the cells name themselves (the header row is hidden there).
  const label = (id: string) => intl.formatMessage({ id });
  const suspended = user.status === 'suspended';
  const contact = user.email || user.fullName;
  return (
    <tr data-testid="admin-user-row" data-user-id={user.id} data-status={user.status} data-admin={user.isAdmin}>
      <td className="users-table__user">
        <div className="users-table__who">
          <bdi className="users-table__name">{user.username}</bdi>
          {user.id === viewer.id && <span className="pill pill--accent users-table__you"><FormattedMessage id="admin.users.you" /></span>}
          {contact && <bdi className="users-table__contact">{contact}</bdi>}
        </div>
      </td>
      <td className="users-table__balance" data-label={label('admin.users.col.balance')}><Money value={user.balance} size="sm" testId={`admin-user-balance-${user.id}`} /></td>
      <td className="users-table__status" data-label={label('admin.users.col.status')}>
        <span className={`pill ${suspended ? 'pill--danger' : 'pill--success'}`} data-testid={`admin-user-status-${user.id}`}>
          <FormattedMessage id={suspended ? 'admin.users.status.suspended' : 'admin.users.status.active'} />
        </span>
      </td>
      <td className="users-table__role" data-label={label('admin.users.col.role')}>
        <span className={`pill ${user.isAdmin ? 'pill--accent' : 'pill--muted'}`} data-testid={`admin-user-role-${user.id}`} data-role={user.adminRole ?? 'player'}>
          <FormattedMessage id={user.adminRole ? `admin.role.${user.adminRole}` : 'admin.users.role.player'} />
        </span>
      </td>
      <td className="muted users-table__joined" data-label={label('admin.users.col.joined')}><FormattedDate value={user.createdAt} dateStyle="medium" /></td>
      <td className="users-table__actions">
        <UserActionsMenu userId={user.id} username={user.username} actions={availableActions(user, viewer)} onChoose={(action) => onChoose(action, user)} />
      </td>
    </tr>
  );
}
