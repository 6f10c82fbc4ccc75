import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
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
}

/**
 * Who may call each root field. Names say it where they can: `admin…` and
 * `telegram…` fields are for admins, `my…` fields for signed-in players. Every
 * other field is listed here, so a new field without a rule fails the sweep
 * (and a new mutation must say whether it moves money).
 */
const listed: Record<string, FieldRule> = {
  // Query
  publicSettings: { access: 'public' },
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
  deposit: { access: 'player', owns: 'deposit' },
  // The results archive and the proofs anyone can check.
  publicResults: { access: 'public' },
  publicResult: { access: 'public' },
  receiptKeys: { access: 'public' },
  ticketInclusionProof: { access: 'public' },
  // Mutation
  updateSettings: { access: 'admin', money: false },
  resetSettings: { access: 'admin', money: false },
  updateLoginBackground: { access: 'admin', money: false },
  createAnnouncement: { access: 'admin', money: false },
  updateAnnouncement: { access: 'admin', money: false },
  deleteAnnouncement: { access: 'admin', money: false },
  addFeaturedEntry: { access: 'admin', money: false },
  deleteFeaturedEntry: { access: 'admin', money: false },
  createSupportThread: { access: 'player', money: false },
  replySupportThread: { access: 'player', money: false, owns: 'supportThread' },
  markSupportThreadRead: { access: 'player', money: false, owns: 'supportThread' },
  buyTickets: { access: 'player', money: true },
  createDraw: { access: 'admin', money: false },
  renameDraw: { access: 'admin', money: false },
  deleteDraw: { access: 'admin', money: true },
  triggerDraw: { access: 'admin', money: true },
  updatePayout: { access: 'admin', money: true },
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
  updateTelegramSettings: { access: 'admin', money: false },
  sendTelegramTest: { access: 'admin', money: false },
  createPaymentMethod: { access: 'admin', money: false },
  updatePaymentMethod: { access: 'admin', money: false },
  deletePaymentMethod: { access: 'admin', money: false },
  reviewDeposit: { access: 'admin', money: true },
  createWithdrawal: { access: 'player', money: true },
  setWithdrawalStatus: { access: 'admin', money: true },
  adminReplySupportThread: { access: 'admin', money: false },
  adminUpdateUser: { access: 'admin', money: true },
  adminDeleteUser: { access: 'admin', money: false },
  adminSetUserPassword: { access: 'admin', money: false },
  // A player's own limits, time-outs and self-exclusion.
  setSpendingLimit: { access: 'player', money: false },
  confirmLimitChange: { access: 'player', money: false },
  takeTimeOut: { access: 'player', money: false },
  selfExclude: { access: 'player', money: false },
  endSelfExclusion: { access: 'player', money: false },
};

/**
 * The rule of a root field, or undefined when it has none (the sweep then
 * fails). Queries may go by their name; every mutation is listed, since
 * whether it moves money cannot be read from a name.
 */
export function fieldRule(name: string, root: 'Query' | 'Mutation'): FieldRule | undefined {
  const rule = listed[name];
  if (rule || root === 'Mutation') return rule;
  if (/^(admin|telegram)[A-Z]/.test(name)) return { access: 'admin' };
  if (/^my[A-Z]/.test(name)) return { access: 'player' };
  return undefined;
}

export const accessRank: Record<Access, number> = { public: 0, player: 1, admin: 2 };
