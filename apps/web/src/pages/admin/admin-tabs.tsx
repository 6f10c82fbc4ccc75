import type { ComponentType } from 'react';
import type { AdminRole } from '@nova/contracts';
import { ArrowDownToLine, ArrowUpFromLine, BadgeDollarSign, ChartColumn, CreditCard, Gauge, LifeBuoy, Mails, Megaphone, PiggyBank, ScrollText, Send, ShieldCheck, SlidersHorizontal, Ticket, Trophy, Users, type LucideIcon } from 'lucide-react';
import { AnalyticsTab } from './analytics/AnalyticsTab';
import { ApprovalsTab } from './approvals/ApprovalsTab';
import { AuditTab } from './audit/AuditTab';
import { AdminStatTiles } from './overview/AdminStatTiles';
import { OutboxTab } from './outbox/OutboxTab';
import { AnnouncementsTab } from './content/AnnouncementsTab';
import { LeaderboardTab } from './content/LeaderboardTab';
import { DrawsTab } from './draws/DrawsTab';
import { DepositsTab } from './payments/DepositsTab';
import { PaymentMethodsTab } from './payments/PaymentMethodsTab';
import { WithdrawalsTab } from './payments/WithdrawalsTab';
import { PayoutsTab } from './PayoutsTab';
import { ProfitsTab } from './ProfitsTab';
import { SettingsTab } from './settings/SettingsTab';
import { SupportTab } from './support/SupportTab';
import { TelegramTab } from './telegram/TelegramTab';
import { UsersTab } from './users/UsersTab';

/** Which count a tab shows in its badge (see use-admin-badges.ts). */
export type AdminBadgeKey = 'deposits' | 'withdrawals' | 'support' | 'approvals';

export interface AdminTab {
  /** The ?tab= value and the test id suffix (admin-tab-<name>). */
  name: string;
  /** react-intl message id of the tab label. */
  label: string;
  icon: LucideIcon;
  Panel: ComponentType;
  badge?: AdminBadgeKey;
  /** The admin roles that may use it (a superadmin may use every tab; docs/product-rules.md#admin-roles). */
  roles: readonly AdminRole[];
}

/**
 * The panel's tabs in menu order: the work queues first, then the figures
 * (the stat tiles live in Overview, not above every tab), then configuration.
 * To add a tab, add one entry here with the roles that may use it: AdminPage
 * renders the trigger, the badge and the panel from it, for those roles only.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { name: 'draws', label: 'admin.tab.draws', icon: Ticket, Panel: DrawsTab, roles: ['superadmin'] },
  { name: 'deposits', label: 'admin.tab.deposits', icon: ArrowDownToLine, Panel: DepositsTab, badge: 'deposits', roles: ['finance'] },
  { name: 'withdrawals', label: 'admin.tab.withdrawals', icon: ArrowUpFromLine, Panel: WithdrawalsTab, badge: 'withdrawals', roles: ['finance'] },
  { name: 'payouts', label: 'admin.tab.payouts', icon: BadgeDollarSign, Panel: PayoutsTab, roles: ['finance'] },
  { name: 'approvals', label: 'admin.tab.approvals', icon: ShieldCheck, Panel: ApprovalsTab, badge: 'approvals', roles: ['finance'] },
  { name: 'support', label: 'admin.tab.support', icon: LifeBuoy, Panel: SupportTab, badge: 'support', roles: ['support'] },
  { name: 'users', label: 'admin.tab.users', icon: Users, Panel: UsersTab, roles: ['support', 'finance', 'risk'] },
  { name: 'overview', label: 'admin.tab.overview', icon: Gauge, Panel: AdminStatTiles, roles: ['finance'] },
  { name: 'analytics', label: 'admin.tab.analytics', icon: ChartColumn, Panel: AnalyticsTab, roles: ['finance'] },
  { name: 'profits', label: 'admin.tab.profits', icon: PiggyBank, Panel: ProfitsTab, roles: ['finance'] },
  { name: 'payment-methods', label: 'admin.tab.paymentMethods', icon: CreditCard, Panel: PaymentMethodsTab, roles: ['finance'] },
  { name: 'announcements', label: 'admin.tab.announcements', icon: Megaphone, Panel: AnnouncementsTab, roles: ['support'] },
  { name: 'leaderboard', label: 'admin.tab.leaderboard', icon: Trophy, Panel: LeaderboardTab, roles: ['superadmin'] },
  { name: 'telegram', label: 'admin.tab.telegram', icon: Send, Panel: TelegramTab, roles: ['superadmin'] },
  { name: 'settings', label: 'admin.tab.settings', icon: SlidersHorizontal, Panel: SettingsTab, roles: ['superadmin'] },
  { name: 'audit', label: 'admin.tab.audit', icon: ScrollText, Panel: AuditTab, roles: ['risk'] },
  { name: 'outbox', label: 'admin.tab.outbox', icon: Mails, Panel: OutboxTab, roles: ['support'] },
];

