import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { ADMIN_ROLES, adminRoleAllows, type AdminRole } from '@nova/contracts';
import type { Access, OwnedRecord } from '../../src/rest/route-table';

/** The supergraph's API schema, as clients see it. */
export function apiSchema(): GraphQLSchema {
  return buildSchema(readFileSync(join(__dirname, '..', '..', 'schema', 'api.graphql'), 'utf8'));
}

export interface FieldRule {
  access: Access;
  /** Mutations only: does it move money (then it takes an idempotencyKey)? */
  money?: boolean;
  /** The `id` argument names a record only its owner (or an admin) may reach. */
  owns?: OwnedRecord;
  /** With `owns`: the admin roles that may reach another player's record (other admins get no data). */
  ownerOr?: readonly AdminRole[];
  /**
   * Admin fields: the admin roles that may call it (a superadmin may call
   * every one; docs/product-rules.md#admin-roles). An admin field without
   * roles fails the sweep.
   */
  roles?: readonly AdminRole[];
}

/**
 * Who may call each root field. Names say it where they can: `my…` fields
 * are for signed-in players. Every other field is listed here, admin fields
 * with the roles that may call them, so a new field without a rule (or an
 * admin field without roles) fails the sweep, and a new mutation must say
 * whether it moves money.
 */
const listed: Record<string, FieldRule> = {
  // Query
  publicSettings: { access: 'public' },
  // Admin reads, by role (admin… names say admin, not which role).
  adminSettings: { access: 'admin', roles: ['superadmin'] },
  telegramSettings: { access: 'admin', roles: ['superadmin'] },
  adminDraws: { access: 'admin', roles: ['superadmin'] },
  adminSupportInbox: { access: 'admin', roles: ['support'] },
  adminMailOutbox: { access: 'admin', roles: ['support'] },
  adminUsers: { access: 'admin', roles: ['support', 'finance', 'risk'] },
  adminUserCount: { access: 'admin', roles: ['support', 'finance', 'risk'] },
  adminPlayerStatement: { access: 'admin', roles: ['support', 'finance', 'risk'] },
  adminPlayerProtection: { access: 'admin', roles: ['support', 'finance', 'risk'] },
  adminAuditLog: { access: 'admin', roles: ['risk'] },
  adminAuditFacets: { access: 'admin', roles: ['risk'] },
  adminAuditChainCheck: { access: 'admin', roles: ['risk'] },
  adminApprovals: { access: 'admin', roles: ['finance'] },
  adminPendingApprovalCount: { access: 'admin', roles: ['finance'] },
  adminPayouts: { access: 'admin', roles: ['finance'] },
  adminProfits: { access: 'admin', roles: ['finance'] },
  adminProfitTotals: { access: 'admin', roles: ['finance'] },
  adminPeriodAnalytics: { access: 'admin', roles: ['finance'] },
  adminRecentDraws: { access: 'admin', roles: ['finance'] },
  adminDailyFigures: { access: 'admin', roles: ['finance'] },
  adminDrawAnalytics: { access: 'admin', roles: ['finance'] },
  adminDrawStats: { access: 'admin', roles: ['finance'] },
  adminPaymentMethods: { access: 'admin', roles: ['finance'] },
  adminDeposits: { access: 'admin', roles: ['finance'] },
  adminWithdrawals: { access: 'admin', roles: ['finance'] },
  adminPaymentCounts: { access: 'admin', roles: ['finance'] },
  adminPaymentTotals: { access: 'admin', roles: ['finance'] },
  adminTotalUserBalance: { access: 'admin', roles: ['finance'] },
  announcements: { access: 'player' },
  featuredEntries: { access: 'public' },
  currentDraws: { access: 'public' },
  activeDraws: { access: 'public' },
  completedDraws: { access: 'public' },
  draw: { access: 'public' },
  drawVerification: { access: 'public' },
  ticketsInCurrentDraws: { access: 'public' },
  leaderboard: { access: 'public' },
  recentWinners: { access: 'public' },
  topPlayers: { access: 'public' },
  leaderboardSummary: { access: 'public' },
  // The signed-in user or null: answers visitors without an error.
  me: { access: 'public' },
  countries: { access: 'public' },
  paymentMethods: { access: 'player' },
  deposit: { access: 'player', owns: 'deposit', ownerOr: ['finance'] },
  // The results archive and the proofs anyone can check.
  publicResults: { access: 'public' },
  publicResult: { access: 'public' },
  receiptKeys: { access: 'public' },
  ticketInclusionProof: { access: 'public' },
  // Mutation
  updateSettings: { access: 'admin', money: false, roles: ['superadmin'] },
  resetSettings: { access: 'admin', money: false, roles: ['superadmin'] },
  updateLoginBackground: { access: 'admin', money: false, roles: ['superadmin'] },
  createAnnouncement: { access: 'admin', money: false, roles: ['support'] },
  updateAnnouncement: { access: 'admin', money: false, roles: ['support'] },
  deleteAnnouncement: { access: 'admin', money: false, roles: ['support'] },
  addFeaturedEntry: { access: 'admin', money: false, roles: ['superadmin'] },
  deleteFeaturedEntry: { access: 'admin', money: false, roles: ['superadmin'] },
  createSupportThread: { access: 'player', money: false },
  replySupportThread: { access: 'player', money: false, owns: 'supportThread' },
  markSupportThreadRead: { access: 'player', money: false, owns: 'supportThread', ownerOr: ['support'] },
  buyTickets: { access: 'player', money: true },
  // Draw subscriptions: subscribing moves no money (each buy is its own keyed purchase).
  subscribe: { access: 'player', money: false },
  subscriptionHistory: { access: 'player', owns: 'subscription' },
  pauseSubscription: { access: 'player', money: false, owns: 'subscription' },
  resumeSubscription: { access: 'player', money: false, owns: 'subscription' },
  cancelSubscription: { access: 'player', money: false, owns: 'subscription' },
  createDraw: { access: 'admin', money: false, roles: ['superadmin'] },
  renameDraw: { access: 'admin', money: false, roles: ['superadmin'] },
  deleteDraw: { access: 'admin', money: true, roles: ['superadmin'] },
  triggerDraw: { access: 'admin', money: true, roles: ['superadmin'] },
  updatePayout: { access: 'admin', money: true, roles: ['finance'] },
  register: { access: 'public', money: false },
  login: { access: 'public', money: false },
  logout: { access: 'public', money: false },
  changePassword: { access: 'player', money: false },
  updateLanguage: { access: 'player', money: false },
  confirmDateOfBirth: { access: 'player', money: false },
  updateProfile: { access: 'player', money: false },
  // Account security (issue 17): confirming by the mailed link and the password reset work signed out.
  requestEmailConfirmation: { access: 'player', money: false },
  confirmEmail: { access: 'public', money: false },
  requestPasswordReset: { access: 'public', money: false },
  resetPassword: { access: 'public', money: false },
  startTwoFactorEnrolment: { access: 'player', money: false },
  confirmTwoFactorEnrolment: { access: 'player', money: false },
  renewRecoveryCodes: { access: 'player', money: false },
  disableTwoFactor: { access: 'player', money: false },
  endSession: { access: 'player', money: false },
  endOtherSessions: { access: 'player', money: false },
  // Web Push devices and the Telegram chat of the signed-in player (issue 19).
  webPushPublicKey: { access: 'player' },
  savePushSubscription: { access: 'player', money: false },
  removePushSubscription: { access: 'player', money: false },
  createTelegramLinkCode: { access: 'player', money: false },
  disconnectTelegram: { access: 'player', money: false },
  updateTelegramSettings: { access: 'admin', money: false, roles: ['superadmin'] },
  sendTelegramTest: { access: 'admin', money: false, roles: ['superadmin'] },
  createPaymentMethod: { access: 'admin', money: false, roles: ['finance'] },
  updatePaymentMethod: { access: 'admin', money: false, roles: ['finance'] },
  deletePaymentMethod: { access: 'admin', money: false, roles: ['finance'] },
  reviewDeposit: { access: 'admin', money: true, roles: ['finance'] },
  createWithdrawal: { access: 'player', money: true },
  setWithdrawalStatus: { access: 'admin', money: true, roles: ['finance'] },
  adminReplySupportThread: { access: 'admin', money: false, roles: ['support'] },
  adminUpdateUser: { access: 'admin', money: true, roles: ['finance', 'risk'] },
  // Four-eyes approval: a decision is taken once (a repeat is a 409), and the owner moves the money under the request's own key.
  decideApproval: { access: 'admin', money: false, roles: ['finance'] },
  adminDeleteUser: { access: 'admin', money: false, roles: ['superadmin'] },
  adminSetUserPassword: { access: 'admin', money: false, roles: ['superadmin'] },
  // A player's own limits, time-outs and self-exclusion.
  setSpendingLimit: { access: 'player', money: false },
  confirmLimitChange: { access: 'player', money: false },
  takeTimeOut: { access: 'player', money: false },
  selfExclude: { access: 'player', money: false },
  endSelfExclusion: { access: 'player', money: false },
  // The signed-in player's notification centre and choices (myNotifications… go by name).
  unreadNotificationCount: { access: 'player' },
  markNotificationsRead: { access: 'player', money: false },
  updateNotificationPreferences: { access: 'player', money: false },
};

/**
 * The rule of a root field, or undefined when it has none (the sweep then
 * fails). Queries may go by their name; every mutation is listed, since
 * whether it moves money cannot be read from a name.
 */
export function fieldRule(name: string, root: 'Query' | 'Mutation'): FieldRule | undefined {
  const rule = listed[name];
  if (rule || root === 'Mutation') return rule;
  // Admin fields are listed: which roles may call one cannot be read from its name.
  if (/^my[A-Z]/.test(name)) return { access: 'player' };
  return undefined;
}

export const accessRank: Record<Access, number> = { public: 0, player: 1, admin: 2 };

/** Who the sweeps call as: signed out, a player, and an admin of each role. */
export type Actor = 'visitor' | 'player' | AdminRole;
export const ACTORS: readonly Actor[] = ['visitor', 'player', ...ADMIN_ROLES];

/** May this actor call a route or field with this rule? A superadmin may call every admin one. */
export function mayCall(actor: Actor, rule: { access: Access; roles?: readonly AdminRole[] }): boolean {
  if (rule.access === 'public') return true;
  if (actor === 'visitor') return false;
  if (rule.access === 'player') return true;
  return actor !== 'player' && adminRoleAllows(actor, rule.roles ?? []);
}
