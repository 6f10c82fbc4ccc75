import type { ComponentType } from 'react';
import { ArrowDownToLine, ArrowUpFromLine, BadgeDollarSign, ChartColumn, CreditCard, Gauge, LifeBuoy, Mails, Megaphone, PiggyBank, ScrollText, Send, SlidersHorizontal, Ticket, Trophy, Users, type LucideIcon } from 'lucide-react';
import { AnalyticsTab } from './analytics/AnalyticsTab';
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
export type AdminBadgeKey = 'deposits' | 'withdrawals' | 'support';

export interface AdminTab {
  /** The ?tab= value and the test id suffix (admin-tab-<name>). */
  name: string;
  /** react-intl message id of the tab label. */
  label: string;
  icon: LucideIcon;
  Panel: ComponentType;
  badge?: AdminBadgeKey;
}

/**
 * The panel's tabs in menu order: the work queues first, then the figures
 * (the stat tiles live in Overview, not above every tab), then configuration.
 * To add a tab, add one entry here: AdminPage renders the trigger, the badge
 * and the panel from it.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { name: 'draws', label: 'admin.tab.draws', icon: Ticket, Panel: DrawsTab },
  { name: 'deposits', label: 'admin.tab.deposits', icon: ArrowDownToLine, Panel: DepositsTab, badge: 'deposits' },
  { name: 'withdrawals', label: 'admin.tab.withdrawals', icon: ArrowUpFromLine, Panel: WithdrawalsTab, badge: 'withdrawals' },
  { name: 'payouts', label: 'admin.tab.payouts', icon: BadgeDollarSign, Panel: PayoutsTab },
  { name: 'support', label: 'admin.tab.support', icon: LifeBuoy, Panel: SupportTab, badge: 'support' },
  { name: 'users', label: 'admin.tab.users', icon: Users, Panel: UsersTab },
  { name: 'overview', label: 'admin.tab.overview', icon: Gauge, Panel: AdminStatTiles },
  { name: 'analytics', label: 'admin.tab.analytics', icon: ChartColumn, Panel: AnalyticsTab },
  { name: 'profits', label: 'admin.tab.profits', icon: PiggyBank, Panel: ProfitsTab },
  { name: 'payment-methods', label: 'admin.tab.paymentMethods', icon: CreditCard, Panel: PaymentMethodsTab },
  { name: 'announcements', label: 'admin.tab.announcements', icon: Megaphone, Panel: AnnouncementsTab },
  { name: 'leaderboard', label: 'admin.tab.leaderboard', icon: Trophy, Panel: LeaderboardTab },
  { name: 'telegram', label: 'admin.tab.telegram', icon: Send, Panel: TelegramTab },
  { name: 'settings', label: 'admin.tab.settings', icon: SlidersHorizontal, Panel: SettingsTab },
  { name: 'audit', label: 'admin.tab.audit', icon: ScrollText, Panel: AuditTab },
  { name: 'outbox', label: 'admin.tab.outbox', icon: Mails, Panel: OutboxTab },
];

export const DEFAULT_ADMIN_TAB = 'draws';

/** The tab named in the URL, or the first one when it names none of them. */
export function resolveAdminTab(requested: string | null): string {
  return ADMIN_TABS.some((entry) => entry.name === requested) ? (requested as string) : DEFAULT_ADMIN_TAB;
}
