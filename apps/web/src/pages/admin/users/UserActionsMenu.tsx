import { DropdownMenu } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { CircleMinus, CirclePlus, Ellipsis, HeartHandshake, KeyRound, ShieldCheck, Trash2, UserCheck, UserX, type LucideIcon } from 'lucide-react';
import type { UserAction } from './user-action-rules';

const ICONS: Record<UserAction, LucideIcon> = {
  protection: HeartHandshake,
  addCredit: CirclePlus,
  removeCredit: CircleMinus,
  suspend: UserX,
  activate: UserCheck,
  setRole: ShieldCheck,
  changePassword: KeyRound,
  delete: Trash2,
};

interface UserActionsMenuProps {
  userId: string;
  username: string;
  actions: readonly UserAction[];
  onChoose: (action: UserAction) => void;
}

/** The row's operations in one menu (each one then asks for confirmation). */
export function UserActionsMenu({ userId, username, actions, onChoose }: UserActionsMenuProps) {
  const intl = useIntl();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="icon-button"
        aria-label={intl.formatMessage({ id: 'admin.users.actionsFor' }, { username })}
        data-testid={`admin-user-actions-${userId}`}
      >
        <Ellipsis size={18} strokeWidth={1.75} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          {actions.map((action) => {
            const Icon = ICONS[action];
            return (
              <DropdownMenu.Item
                key={action}
                className={`menu__item ${action === 'delete' || action === 'removeCredit' || action === 'suspend' ? 'menu__item--danger' : ''}`}
                onSelect={() => onChoose(action)}
                data-testid={`admin-user-action-${action}`}
              >
                <Icon size={16} strokeWidth={1.75} aria-hidden />
                <span className="menu__item-text"><FormattedMessage id={`admin.users.action.${action}`} /></span>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
