/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** One of the caller's signed-in sessions. */
export type AccountSession = {
  __typename?: 'AccountSession';
  /** The client address at sign-in. */
  address?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** The session this request came with. */
  current: Scalars['Boolean']['output'];
  /** The browser and system, read from the User-Agent at sign-in (null when unknown). */
  device?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastUsedAt: Scalars['String']['output'];
};

/** What an admin may do (docs/product-rules.md#admin-roles); a superadmin may do everything. */
export type AdminRole =
  | 'finance'
  | 'risk'
  | 'superadmin'
  | 'support';

export type AdminUpdateUserInput = {
  action: AdminUserAction;
  /** addCredit / removeCredit only: a decimal amount such as 25.00. */
  amount?: InputMaybe<Scalars['String']['input']>;
  /** Makes a credit or debit happen once however often it is retried (the REST route fills it from Idempotency-Key). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Kept in the audit log and the wallet memo. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** setRole only: the new role; omitted or null makes the user a player. */
  role?: InputMaybe<AdminRole>;
};

/** What an admin can do to a user from the Users tab (which role may do which: docs/product-rules.md#admin-roles). */
export type AdminUserAction =
  | 'activate'
  | 'addCredit'
  /** The spec's grant: makes the user a superadmin. */
  | 'makeAdmin'
  /** The spec's revoke: makes the user a player. */
  | 'removeAdmin'
  | 'removeCredit'
  /** Sets the user's admin role to `role`, or makes them a player when `role` is omitted. */
  | 'setRole'
  | 'suspend';

/** One page of the Users tab: 50 per page. */
export type AdminUserPage = {
  __typename?: 'AdminUserPage';
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
  users: Array<User>;
};

export type AdminUserResult = {
  __typename?: 'AdminUserResult';
  message: Scalars['String']['output'];
  /** A credit or debit at or above the four-eyes threshold moved nothing yet: it waits for a second admin's approval. */
  pendingApproval: Scalars['Boolean']['output'];
  user: User;
};

/** docs/product-rules.md#age */
export type AgeStatus =
  /** Old enough (or a staff account, which is not asked). */
  | 'confirmed'
  /** No date of birth on record: the player is asked once, before the app opens. */
  | 'missing'
  /** Under the minimum age: the account may only withdraw its balance and sign out. */
  | 'underAge';

export type AnalyticsPeriod =
  | 'month'
  | 'week'
  | 'year';

export type AnalyticsWinner = {
  __typename?: 'AnalyticsWinner';
  payoutStatus: PayoutStatus;
  player: Player;
  prizeAmount: Scalars['String']['output'];
  rank: Scalars['Int']['output'];
  ticketNumber: Scalars['String']['output'];
  /** Email and more for the admin. */
  user: User;
};

export type Announcement = {
  __typename?: 'Announcement';
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type AnnouncementInput = {
  content: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** Every setting (admins only). Amounts are decimal strings in the base currency. */
export type AppSettings = {
  __typename?: 'AppSettings';
  /** 0–100. */
  adminProfitPercentage: Scalars['Float']['output'];
  appName: Scalars['String']['output'];
  /** Prizes up to this amount are paid automatically. */
  autoPayoutLimit: Scalars['String']['output'];
  baseCurrency: Scalars['String']['output'];
  /** Bonus money becomes withdrawable once ticket spend reaches the bonus times this (1–20). */
  bonusPlayThrough: Scalars['Int']['output'];
  deductFromAdminProfit: Scalars['Boolean']['output'];
  displayRates: DisplayRates;
  /** An admin's credit, debit, withdrawal completion or manual payout at or above this waits for a second admin (default 1000.00). */
  fourEyesThreshold: Scalars['String']['output'];
  loginBackground: LoginBackground;
  /** The youngest age allowed to sign up and play (16–25, default 18). */
  minimumAge: Scalars['Int']['output'];
  /** Referral bonuses one referrer may earn per day (0–1000). */
  referralsPerDay: Scalars['Int']['output'];
  referredBonus: Scalars['String']['output'];
  referrerBonus: Scalars['String']['output'];
  /** The Help page's Responsible gaming text per language; "" shows the built-in text of that language. */
  responsibleGamingText: ResponsibleGamingText;
  /** Support organisations the Help page links. */
  supportOrganisations: Array<SupportOrganisation>;
  theme: Theme;
  ticketPrice: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  /** Approved deposits needed for VIP (level 3). */
  vipThreshold: Scalars['String']['output'];
};

/**
 * A money move an admin asked for at or above the four-eyes threshold, held by
 * its service until a second admin decides it (docs/product-rules.md#four-eyes-approval).
 */
export type ApprovalRequest = {
  __typename?: 'ApprovalRequest';
  amount: Scalars['String']['output'];
  decidedAt?: Maybe<Scalars['String']['output']>;
  decidedBy?: Maybe<User>;
  id: Scalars['ID']['output'];
  /** credit | debit | withdrawal | payout */
  kind: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** What the owning service did with the decision: done | failed | rejected; null until it answers. */
  outcome?: Maybe<Scalars['String']['output']>;
  outcomeAt?: Maybe<Scalars['String']['output']>;
  outcomeReason?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['String']['output'];
  requestedBy: User;
  /** pending | approved | rejected */
  status: Scalars['String']['output'];
  /** What the requester asked for, in words. */
  summary: Scalars['String']['output'];
  /** The player whose money moves. */
  target: User;
};

/** The first entry at which the audit log's hash chain does not hold. */
export type AuditChainBreak = {
  __typename?: 'AuditChainBreak';
  /** The entry at that place, or null when it is missing. */
  entryId?: Maybe<Scalars['ID']['output']>;
  /** changed, out of order, missing, head moved or checkpoint differs. */
  reason: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
};

/** The audit log's hash chain recomputed end to end, with the head and every draw's checkpoint. */
export type AuditChainCheck = {
  __typename?: 'AuditChainCheck';
  checkpoints: Scalars['Int']['output'];
  entries: Scalars['Int']['output'];
  firstBroken?: Maybe<AuditChainBreak>;
  headHash: Scalars['String']['output'];
  headSeq: Scalars['Int']['output'];
  intact: Scalars['Boolean']['output'];
};

/** The audit log's last entry and its hash at one moment. */
export type AuditCheckpoint = {
  __typename?: 'AuditCheckpoint';
  headHash: Scalars['String']['output'];
  recordedAt: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
};

/** One admin action anywhere on the platform. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** e.g. user.addCredit, settings.update */
  action: Scalars['String']['output'];
  actor: User;
  actorUserId: Scalars['ID']['output'];
  /** JSON of the state after, or null. */
  after?: Maybe<Scalars['String']['output']>;
  /** JSON of the state before, or null. */
  before?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  occurredAt: Scalars['String']['output'];
  targetId?: Maybe<Scalars['String']['output']>;
  targetType: Scalars['String']['output'];
};

/** What the audit log's filters can choose from. */
export type AuditFacets = {
  __typename?: 'AuditFacets';
  actions: Array<Scalars['String']['output']>;
  actors: Array<User>;
  targetTypes: Array<Scalars['String']['output']>;
};

/** Narrows the audit log; the given fields combine (all must match). */
export type AuditFilter = {
  /** Exact action, e.g. draw.trigger. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** The admin who acted. */
  actorUserId?: InputMaybe<Scalars['ID']['input']>;
  /** ISO date or date-time: entries at or after it. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** The target's id or its beginning (ids are shown shortened). */
  targetId?: InputMaybe<Scalars['String']['input']>;
  /** e.g. draw, user, settings. */
  targetType?: InputMaybe<Scalars['String']['input']>;
  /** ISO date or date-time: entries before it; a bare date includes that whole day. */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type AuditPage = {
  __typename?: 'AuditPage';
  entries: Array<AuditEntry>;
  page: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type BuyTicketsInput = {
  drawId: Scalars['ID']['input'];
  /** Chosen by the client per purchase attempt (8–200 characters): a retry with the same key returns the first result and never charges twice. */
  idempotencyKey: Scalars['String']['input'];
  /** A positive whole number. */
  quantity: Scalars['Int']['input'];
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

/** Either the 6-digit code (signed in) or the token of the mailed link. */
export type ConfirmEmailInput = {
  code?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};

/** A country offered in the profile and the display currency it sets. */
export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2 code, e.g. TH. */
  code: Scalars['String']['output'];
  currency: Scalars['String']['output'];
};

export type CreateDrawInput = {
  /** ISO date-time in the future. */
  drawDate: Scalars['String']['input'];
  /** Default 1000. */
  maxTickets?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** ISO date-time before drawDate when sales open; omitted: on sale at once (active). */
  opensAt?: InputMaybe<Scalars['String']['input']>;
  period: DrawPeriod;
  /** Decimal string, e.g. "10" or "2.50". */
  ticketPrice: Scalars['String']['input'];
};

export type CreateSupportThreadInput = {
  message: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};

export type CreateWithdrawalInput = {
  amount: Scalars['String']['input'];
  /** A retry with the same key returns the first withdrawal instead of holding twice. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The id of one of the caller's saved payment methods (profile); the withdrawal's kind and account details are taken from it. */
  paymentMethodId: Scalars['ID']['input'];
  /** Players with two-factor sign-in on: a current code or a recovery code (TWO_FACTOR_REQUIRED without it). */
  twoFactorCode?: InputMaybe<Scalars['String']['input']>;
};

export type CryptoNetwork =
  | 'BEP20'
  | 'BTC'
  | 'ERC20'
  | 'TRC20';

export type CryptoType =
  | 'BTC'
  | 'ETH'
  | 'USDC'
  | 'USDT';

/** One UTC day of the Analytics charts. */
export type DayFigures = {
  __typename?: 'DayFigures';
  /** YYYY-MM-DD (UTC). */
  day: Scalars['String']['output'];
  /** Distinct players who bought tickets that day. */
  players: Scalars['Int']['output'];
  /** Profit booked that day (sales − prize pool of the draws completed that day). */
  profit: Scalars['String']['output'];
  /** Ticket sales of the draws completed that day. */
  sales: Scalars['String']['output'];
};

export type DeletePaymentMethodResult = {
  __typename?: 'DeletePaymentMethodResult';
  /** True when deposits name the method: it is deactivated and hidden, never erased. */
  archived: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
};

export type Deposit = {
  __typename?: 'Deposit';
  adminNotes?: Maybe<Scalars['String']['output']>;
  amount: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The spec's short form: bank, bitcoin, ethereum, usdt, usdc or paypal. */
  paymentMethod: Scalars['String']['output'];
  /** The admin payment method used (it may have been deleted since). */
  paymentMethodId: Scalars['ID']['output'];
  /** The method's display name when the deposit was made. */
  paymentMethodName: Scalars['String']['output'];
  paymentMethodType: PaymentMethodType;
  reviewedAt?: Maybe<Scalars['String']['output']>;
  /** Admins only (null for players): other deposits that used the same screenshot. */
  screenshotDuplicates?: Maybe<Array<ScreenshotDuplicate>>;
  /** Where the owner or an admin can view the proof screenshot. */
  screenshotUrl: Scalars['String']['output'];
  status: DepositStatus;
  user?: Maybe<User>;
  userId: Scalars['ID']['output'];
};

export type DepositReviewStatus =
  | 'approved'
  | 'rejected';

export type DepositStatus =
  | 'approved'
  | 'pending'
  | 'rejected';

export type DisableTwoFactorInput = {
  /** A current authenticator code or a recovery code. */
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** Display rates: how many units of each currency one base-currency unit buys. */
export type DisplayRates = {
  __typename?: 'DisplayRates';
  EUR: Scalars['Float']['output'];
  GBP: Scalars['Float']['output'];
  INR: Scalars['Float']['output'];
  THB: Scalars['Float']['output'];
  USD: Scalars['Float']['output'];
};

export type DisplayRatesInput = {
  EUR?: InputMaybe<Scalars['Float']['input']>;
  GBP?: InputMaybe<Scalars['Float']['input']>;
  INR?: InputMaybe<Scalars['Float']['input']>;
  THB?: InputMaybe<Scalars['Float']['input']>;
  USD?: InputMaybe<Scalars['Float']['input']>;
};

export type Draw = {
  __typename?: 'Draw';
  /** True once a completed draw is older than 2 months: it leaves the draw lists (records are kept). */
  archived: Scalars['Boolean']['output'];
  /** The audit log's head when this draw's sales closed, to compare with any later check of the log; null for draws closed before heads were recorded. */
  auditCheckpoint?: Maybe<AuditCheckpoint>;
  /** Public randomness mixed into the draw: the bound drand quicknet round's randomness (SHA-256 of its signature); null without one. */
  beacon?: Maybe<Scalars['String']['output']>;
  /** Set when the fallback applied: why the bound round was not mixed in (the winners then come from the seed and the ticket list alone). */
  beaconFallback?: Maybe<Scalars['String']['output']>;
  /** Published at the close: when the fallback applies if the bound round still cannot be fetched. */
  beaconFallbackAt?: Maybe<Scalars['String']['output']>;
  /** The future drand quicknet round bound when sales closed (fair-draw.md, "Outside randomness"); null for draws without one. */
  beaconRound?: Maybe<Scalars['Int']['output']>;
  /** The bound round's BLS signature, once fetched and checked; anyone can re-check it against the quicknet public key. */
  beaconSignature?: Maybe<Scalars['String']['output']>;
  /** While the draw waits for its round after sales closed: why the last fetch failed (null before the first try). */
  beaconWaitReason?: Maybe<Scalars['String']['output']>;
  completedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  drawDate: Scalars['String']['output'];
  /** The first prize the pool pays now ("you might win up to"). */
  firstPrize: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  maxTickets: Scalars['Int']['output'];
  /** Merkle root of the ordered ticket list (see fair-draw.md), published with ticketListHash. */
  merkleRoot?: Maybe<Scalars['String']['output']>;
  /** The caller's tickets in this draw (0 when signed out). */
  myTicketCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** When sales open (an upcoming draw becomes active then). */
  opensAt: Scalars['String']['output'];
  period: DrawPeriod;
  /** Live: ticket sales − admin profit; after completion, the pool that was split. */
  prizePool: Scalars['String']['output'];
  /** The secret seed, revealed only once the draw is completed. */
  seed?: Maybe<Scalars['String']['output']>;
  /** sha256(seed), published when the draw is created. */
  seedCommitment: Scalars['String']['output'];
  status: DrawStatus;
  /** Hash of the ordered ticket list, published when sales close. */
  ticketListHash?: Maybe<Scalars['String']['output']>;
  ticketPrice: Scalars['String']['output'];
  /** maxTickets − ticketsSold. */
  ticketsRemaining: Scalars['Int']['output'];
  ticketsSold: Scalars['Int']['output'];
  /** Winners, first prize first; empty until the draw is completed. */
  winners: Array<DrawWinner>;
};

export type DrawActionResult = {
  __typename?: 'DrawActionResult';
  draw?: Maybe<Draw>;
  /** Contains "successfully" when the action succeeded. */
  message: Scalars['String']['output'];
};

export type DrawAnalytics = {
  __typename?: 'DrawAnalytics';
  adminProfit: Scalars['String']['output'];
  draw: Draw;
  drawType: DrawPeriod;
  prizePool: Scalars['String']['output'];
  profitPercentage: Scalars['Float']['output'];
  totalSales: Scalars['String']['output'];
  totalTickets: Scalars['Int']['output'];
  winners: Array<AnalyticsWinner>;
};

export type DrawPage = {
  __typename?: 'DrawPage';
  draws: Array<Draw>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type DrawPeriod =
  | 'custom'
  | 'daily'
  | 'hourly'
  | 'monthly'
  | 'weekly'
  | 'yearly';

/** Figures of the admin stats tiles. */
export type DrawStats = {
  __typename?: 'DrawStats';
  /** Tickets still in play. */
  activeTickets: Scalars['Int']['output'];
  /** Draws held or scheduled (deleted ones excepted). */
  drawCount: Scalars['Int']['output'];
  /** Prizes waiting for an admin. */
  pendingPayouts: Scalars['Int']['output'];
  /** Sum of paid prizes, base currency. */
  totalPayouts: Scalars['String']['output'];
};

/** upcoming: sales not open yet; active: tickets on sale until drawDate (after drawDate: sales closed, winners being drawn, e.g. waiting for the beacon round); completed: winners drawn; cancelled: tickets refunded. */
export type DrawStatus =
  | 'active'
  | 'cancelled'
  | 'completed'
  | 'upcoming';

/** A player's standing order for a recurring draw series (docs/product-rules.md#subscriptions). */
export type DrawSubscription = {
  __typename?: 'DrawSubscription';
  createdAt: Scalars['String']['output'];
  /** How many draws to buy; null: until cancelled. Skipped draws do not count. */
  drawLimit?: Maybe<Scalars['Int']['output']>;
  /** The series' draw name. */
  drawName: Scalars['String']['output'];
  drawsBought: Scalars['Int']['output'];
  /** When it was cancelled or finished. */
  endedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Buys only when the draw's prize pool is at least this much; null: always. */
  minPrizePool?: Maybe<Scalars['String']['output']>;
  /** The series' next open or upcoming draw; null when none is scheduled. */
  nextDraw?: Maybe<Draw>;
  period: DrawPeriod;
  status: SubscriptionStatus;
  ticketsPerDraw: Scalars['Int']['output'];
};

/** A completed draw in the admin's analytics list. */
export type DrawSummary = {
  __typename?: 'DrawSummary';
  adminProfit: Scalars['String']['output'];
  draw: Draw;
  drawType: DrawPeriod;
  endDate: Scalars['String']['output'];
  profitPercentage: Scalars['Float']['output'];
  totalPrizes: Scalars['String']['output'];
  totalSales: Scalars['String']['output'];
  totalTicketsSold: Scalars['Int']['output'];
  winnerCount: Scalars['Int']['output'];
};

/** Everything needed to recompute a completed draw's winners from public data (see docs/fair-draw.md). */
export type DrawVerification = {
  __typename?: 'DrawVerification';
  /** The mixed-in randomness (see Draw.beacon). */
  beacon?: Maybe<Scalars['String']['output']>;
  beaconFallback?: Maybe<Scalars['String']['output']>;
  beaconRound?: Maybe<Scalars['Int']['output']>;
  beaconSignature?: Maybe<Scalars['String']['output']>;
  drawId: Scalars['ID']['output'];
  drawName: Scalars['String']['output'];
  merkleRoot?: Maybe<Scalars['String']['output']>;
  /** Null until the draw is completed. */
  seed?: Maybe<Scalars['String']['output']>;
  seedCommitment: Scalars['String']['output'];
  status: DrawStatus;
  ticketListHash?: Maybe<Scalars['String']['output']>;
  /** Sold ticket numbers, sorted ascending by character code (the order that is hashed). */
  ticketNumbers: Array<Scalars['String']['output']>;
  /** Winners drawn: min(10, tickets sold). */
  winnerCount: Scalars['Int']['output'];
  /** Announced winners, first prize first. */
  winners: Array<DrawWinner>;
};

export type DrawWinner = {
  __typename?: 'DrawWinner';
  player: Player;
  prizeAmount: Scalars['String']['output'];
  /** 1 for the first prize. */
  rank: Scalars['Int']['output'];
  ticketNumber: Scalars['String']['output'];
};

/** An admin-entered leaderboard entry: always shown as Featured (docs/product-rules.md#real-figures). */
export type FeaturedEntry = {
  __typename?: 'FeaturedEntry';
  amount: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  featured: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** winner | depositor | referrer */
  type: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type FeaturedEntryInput = {
  amount: Scalars['String']['input'];
  type: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

/** Proof that a ticket is in a closed draw's committed ticket list (RFC 9162 shape; see fair-draw.md). */
export type InclusionProof = {
  __typename?: 'InclusionProof';
  /** 0-based position in the sorted ticket list. */
  leafIndex: Scalars['Int']['output'];
  merkleRoot: Scalars['String']['output'];
  /** Sibling hashes from the leaf up to the root. */
  path: Array<Scalars['String']['output']>;
  ticketNumber: Scalars['String']['output'];
  /** Tickets in the list. */
  treeSize: Scalars['Int']['output'];
};

/** A paid prize of a verified draw winner. */
export type LeaderboardEntry = {
  __typename?: 'LeaderboardEntry';
  amount: Scalars['String']['output'];
  /** When the prize was paid. */
  date: Scalars['String']['output'];
  drawId: Scalars['ID']['output'];
  drawName: Scalars['String']['output'];
  drawPeriod: DrawPeriod;
  /** The payout id. */
  id: Scalars['ID']['output'];
  player: Player;
  rank: Scalars['Int']['output'];
  ticketNumber: Scalars['String']['output'];
};

export type LeaderboardPeriod =
  | 'daily'
  | 'monthly'
  | 'weekly';

export type LeaderboardSummary = {
  __typename?: 'LeaderboardSummary';
  averageWin: Scalars['String']['output'];
  biggestWin: Scalars['String']['output'];
  totalPaidOut: Scalars['String']['output'];
  totalWinners: Scalars['Int']['output'];
};

export type LevelProgress = {
  __typename?: 'LevelProgress';
  approvedDepositCount: Scalars['Int']['output'];
  /** Sum of the user's approved deposits, base currency. */
  approvedDepositsTotal: Scalars['String']['output'];
  level: Scalars['Int']['output'];
  /** Approved deposits needed for level 3 (VIP). */
  vipThreshold: Scalars['String']['output'];
};

/** How the sign-in page looks. */
export type LoginBackground = {
  __typename?: 'LoginBackground';
  enabled: Scalars['Boolean']['output'];
  /** CSS height; null means auto. */
  height?: Maybe<Scalars['String']['output']>;
  /** 0–1, step 0.1. */
  opacity: Scalars['Float']['output'];
  /** CSS background-position, default center. */
  position: Scalars['String']['output'];
  /** CSS background-size, default cover. */
  size: Scalars['String']['output'];
  /** Where the image is served (an uploaded one is under /api/login-background/image/{id}). */
  url?: Maybe<Scalars['String']['output']>;
  /** CSS width, e.g. 100% or 1920px; null means auto. */
  width?: Maybe<Scalars['String']['output']>;
};

/** Only the fields given change; "" for width or height means auto. */
export type LoginBackgroundInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  height?: InputMaybe<Scalars['String']['input']>;
  opacity?: InputMaybe<Scalars['Float']['input']>;
  position?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['String']['input']>;
};

export type LoginInput = {
  password: Scalars['String']['input'];
  /** With the code: skip it on this browser for 30 days (a signed cookie). */
  rememberDevice?: InputMaybe<Scalars['Boolean']['input']>;
  /** Accounts with two-factor on: the authenticator's 6-digit code or a recovery code (TWO_FACTOR_REQUIRED without it). */
  twoFactorCode?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

/** Admin: where mail goes, and the newest mails of the local outbox (empty when SMTP is configured). */
export type MailOutbox = {
  __typename?: 'MailOutbox';
  /** smtp or outbox. */
  delivery: Scalars['String']['output'];
  mails: Array<OutboxMail>;
};

export type Mutation = {
  __typename?: 'Mutation';
  addFeaturedEntry: FeaturedEntry;
  /**
   * Admin: deletes a player (admins cannot be deleted). Money records stay: the
   * account is anonymised and suspended, its ledger and history are kept.
   */
  adminDeleteUser: Scalars['String']['output'];
  /** Admin: answers a thread. */
  adminReplySupportThread: SupportThread;
  /** Admin: sets a user's password (at least 6 characters) and ends their sessions. */
  adminSetUserPassword: Scalars['Boolean']['output'];
  /** Admin: credit or debit (finance), suspend or activate (risk), set the role (superadmin; makeAdmin and removeAdmin are the spec's grant and revoke). */
  adminUpdateUser: AdminUserResult;
  /** Buys tickets for the caller with the volume discount (5–9: 5%, 10–19: 10%, 20+: 15%). */
  buyTickets: TicketPurchase;
  /** Ends the caller's subscription for good. */
  cancelSubscription: DrawSubscription;
  /** Changes the caller's password and ends every other session of theirs. */
  changePassword: Scalars['Boolean']['output'];
  /** The caller's date of birth (YYYY-MM-DD), given once by a player who has none on record; CONFLICT when one is. */
  confirmDateOfBirth: User;
  /** Confirms the address with the code (signed in) or the mailed link's token. */
  confirmEmail: User;
  /** Confirms a raise or removal whose 24 hours have passed. */
  confirmLimitChange: PlayerProtection;
  /** Turns two-factor on with a code from the app; returns the 10 recovery codes (shown once). */
  confirmTwoFactorEnrolment: Array<Scalars['String']['output']>;
  createAnnouncement: Announcement;
  /** Admin: a new draw with a fresh committed seed. */
  createDraw: Draw;
  createPaymentMethod: PaymentMethod;
  /** A player writes to support from the Help page. */
  createSupportThread: SupportThread;
  /** Player: a new one-time code for the bot (earlier unused ones stop working); language is what the bot answers in. */
  createTelegramLinkCode: TelegramLinkCode;
  /** Holds the amount at once (amount at least 10.00 and at most the available balance). */
  createWithdrawal: Withdrawal;
  /** Finance admin: approves or rejects another admin's held money move, once. */
  decideApproval: ApprovalRequest;
  deleteAnnouncement: Scalars['Boolean']['output'];
  /**
   * Admin: removes a draw from every list. A completed draw or one with tickets sold needs force.
   * A completed draw is never erased: it is archived, and its results and proof stay public.
   * An open draw with tickets is cancelled and its tickets refunded; money records are never deleted.
   */
  deleteDraw: DrawActionResult;
  deleteFeaturedEntry: Scalars['Boolean']['output'];
  deletePaymentMethod: DeletePaymentMethodResult;
  /** Turns two-factor off (password and a code; CONFLICT for admins, for whom it is mandatory). */
  disableTwoFactor: User;
  /** Player: their chat stops getting messages. */
  disconnectTelegram: PlayerTelegramLink;
  /** Signs out every session of the caller except this one; returns how many ended. */
  endOtherSessions: Scalars['Int']['output'];
  /** Ends a self-exclusion whose period is over. */
  endSelfExclusion: PlayerProtection;
  /** Signs out one of the caller's sessions (the id from mySessions). */
  endSession: Scalars['Boolean']['output'];
  /** Signs in with a new session id (sets the session cookie). */
  login: User;
  /** Ends the current session; true even when already signed out. */
  logout: Scalars['Boolean']['output'];
  /** Player: marks the given notifications read, or all of them; returns how many changed. */
  markNotificationsRead: Scalars['Int']['output'];
  /** Marks the thread read for the caller's side (admin or player). */
  markSupportThreadRead: SupportThread;
  /** Pauses the caller's active subscription: draws not yet bought are left out until it is resumed. */
  pauseSubscription: DrawSubscription;
  /** Creates the account and signs it in (sets the session cookie). */
  register: User;
  /** Player: removes one of their devices; false when they have none with this endpoint. */
  removePushSubscription: Scalars['Boolean']['output'];
  /** Admin: renames a draw; an empty or unchanged name changes nothing. */
  renameDraw: DrawActionResult;
  /** Replaces the recovery codes (needs a current code); returns the new ones. */
  renewRecoveryCodes: Array<Scalars['String']['output']>;
  /** The player adds a message to their own thread. */
  replySupportThread: SupportThread;
  /** Mails a 6-digit code and a link to confirm this address as the caller's email; needs the current password (rate-limited). */
  requestEmailConfirmation: User;
  /** Mails a single-use 30-minute reset link to the account's confirmed email; the same answer whether or not it exists. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sets a new password from a reset link and ends every session of the account. */
  resetPassword: Scalars['Boolean']['output'];
  /** Admin: restores every setting to its default. */
  resetSettings: AppSettings;
  resumeSubscription: DrawSubscription;
  /** Approve (credits the wallet exactly once) or reject a pending deposit. Repeating the same decision is harmless. */
  reviewDeposit: Deposit;
  /** Player: saves this browser's push subscription (an endpoint on a known push service); the same endpoint again is one device. */
  savePushSubscription: PushDevice;
  /** Excludes the player from buying and depositing; cannot be shortened, ends only on the player's request after the period. */
  selfExclude: PlayerProtection;
  /** Admin: sends a test message to every staff chat; returns how many chats got it. */
  sendTelegramTest: Scalars['Int']['output'];
  /** Sets (amount) or removes (null) a limit. Lower applies at once; higher or removal after 24 hours and confirmLimitChange. */
  setSpendingLimit: PlayerProtection;
  /** processing keeps the amount held; completed pays it out; rejected returns it. completed and rejected are final. */
  setWithdrawalStatus: Withdrawal;
  /** Starts two-factor enrolment: a new secret and its QR code. */
  startTwoFactorEnrolment: TwoFactorEnrolment;
  /** Subscribes the caller to a recurring draw series: its tickets are bought automatically before each draw closes. */
  subscribe: DrawSubscription;
  /** A break from buying and depositing; cannot be shortened. */
  takeTimeOut: PlayerProtection;
  /**
   * Admin: runs a due draw now (its draw date has passed) instead of waiting for the scheduler.
   * Refused (DRAW_NOT_DUE) before the draw date fixed when it opened, so nobody chooses the moment of the draw.
   * Refused (DRAW_EMPTY) when no ticket was sold: the draw then moves forward one period (custom: cancelled).
   */
  triggerDraw: Draw;
  updateAnnouncement: Announcement;
  /** Saves the caller's interface language (en, th, hi, bn, ar). */
  updateLanguage: User;
  /** Admin: saves the login background. */
  updateLoginBackground: LoginBackground;
  /** Player: saves the given switches; returns every type × channel. */
  updateNotificationPreferences: Array<NotificationPreference>;
  updatePaymentMethod: PaymentMethod;
  /** Admin: marks a pending payout paid (credits the prize, exactly once) or failed. */
  updatePayout: Payout;
  /** Updates the caller's profile details and saved payment methods. */
  updateProfile: User;
  /** Admin: saves settings; ranges are checked. */
  updateSettings: AppSettings;
  /** Admin: saves the Telegram settings. */
  updateTelegramSettings: TelegramSettings;
};


export type MutationAddFeaturedEntryArgs = {
  input: FeaturedEntryInput;
};


export type MutationAdminDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminReplySupportThreadArgs = {
  id: Scalars['ID']['input'];
  message: Scalars['String']['input'];
};


export type MutationAdminSetUserPasswordArgs = {
  id: Scalars['ID']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationAdminUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: AdminUpdateUserInput;
};


export type MutationBuyTicketsArgs = {
  input: BuyTicketsInput;
};


export type MutationCancelSubscriptionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationConfirmDateOfBirthArgs = {
  dateOfBirth: Scalars['String']['input'];
};


export type MutationConfirmEmailArgs = {
  input: ConfirmEmailInput;
};


export type MutationConfirmLimitChangeArgs = {
  kind: SpendingLimitKind;
  period: SpendingLimitPeriod;
};


export type MutationConfirmTwoFactorEnrolmentArgs = {
  code: Scalars['String']['input'];
};


export type MutationCreateAnnouncementArgs = {
  input: AnnouncementInput;
};


export type MutationCreateDrawArgs = {
  input: CreateDrawInput;
};


export type MutationCreatePaymentMethodArgs = {
  input: PaymentMethodInput;
};


export type MutationCreateSupportThreadArgs = {
  input: CreateSupportThreadInput;
};


export type MutationCreateTelegramLinkCodeArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateWithdrawalArgs = {
  input: CreateWithdrawalInput;
};


export type MutationDecideApprovalArgs = {
  approve: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAnnouncementArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDrawArgs = {
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteFeaturedEntryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePaymentMethodArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableTwoFactorArgs = {
  input: DisableTwoFactorInput;
};


export type MutationEndSessionArgs = {
  sessionId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkNotificationsReadArgs = {
  all?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationMarkSupportThreadReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPauseSubscriptionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemovePushSubscriptionArgs = {
  endpoint: Scalars['String']['input'];
};


export type MutationRenameDrawArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationRenewRecoveryCodesArgs = {
  code: Scalars['String']['input'];
};


export type MutationReplySupportThreadArgs = {
  id: Scalars['ID']['input'];
  message: Scalars['String']['input'];
};


export type MutationRequestEmailConfirmationArgs = {
  currentPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationResumeSubscriptionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReviewDepositArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: ReviewDepositInput;
};


export type MutationSavePushSubscriptionArgs = {
  input: PushSubscriptionInput;
};


export type MutationSelfExcludeArgs = {
  duration: SelfExclusionDuration;
};


export type MutationSendTelegramTestArgs = {
  message: Scalars['String']['input'];
};


export type MutationSetSpendingLimitArgs = {
  amount?: InputMaybe<Scalars['String']['input']>;
  kind: SpendingLimitKind;
  period: SpendingLimitPeriod;
};


export type MutationSetWithdrawalStatusArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: SetWithdrawalStatusInput;
};


export type MutationSubscribeArgs = {
  input: SubscribeInput;
};


export type MutationTakeTimeOutArgs = {
  duration: TimeOutDuration;
};


export type MutationTriggerDrawArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateAnnouncementArgs = {
  id: Scalars['ID']['input'];
  input: AnnouncementInput;
};


export type MutationUpdateLanguageArgs = {
  language: Scalars['String']['input'];
};


export type MutationUpdateLoginBackgroundArgs = {
  input: LoginBackgroundInput;
};


export type MutationUpdateNotificationPreferencesArgs = {
  preferences: Array<NotificationPreferenceInput>;
};


export type MutationUpdatePaymentMethodArgs = {
  id: Scalars['ID']['input'];
  input: PaymentMethodUpdateInput;
};


export type MutationUpdatePayoutArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: UpdatePayoutInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateSettingsArgs = {
  input: UpdateSettingsInput;
};


export type MutationUpdateTelegramSettingsArgs = {
  input: TelegramSettingsInput;
};

/** Whether one type reaches the player on one channel (in_app, email, push, telegram). */
export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  channel: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  type: Scalars['String']['output'];
};

export type NotificationPreferenceInput = {
  channel: Scalars['String']['input'];
  enabled: Scalars['Boolean']['input'];
  type: Scalars['String']['input'];
};

/** A mail kept in the local outbox (no SMTP server configured). */
export type OutboxMail = {
  __typename?: 'OutboxMail';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

/** Badges of the admin panel. */
export type PaymentCounts = {
  __typename?: 'PaymentCounts';
  pendingDeposits: Scalars['Int']['output'];
  pendingWithdrawals: Scalars['Int']['output'];
};

/** A way to pay the platform, set up by an admin. Only active ones are offered to depositors. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  accountName?: Maybe<Scalars['String']['output']>;
  accountNumber?: Maybe<Scalars['String']['output']>;
  bankName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  cryptoAddress?: Maybe<Scalars['String']['output']>;
  cryptoNetwork?: Maybe<CryptoNetwork>;
  cryptoType?: Maybe<CryptoType>;
  id: Scalars['ID']['output'];
  instructions?: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  /** Largest deposit accepted (default 10000.00). */
  maxAmount: Scalars['String']['output'];
  /** Smallest deposit accepted (default 10.00). */
  minAmount: Scalars['String']['output'];
  /** The display name. */
  name: Scalars['String']['output'];
  paypalEmail?: Maybe<Scalars['String']['output']>;
  /** Shown to depositors, e.g. "24 hours". */
  processingTime: Scalars['String']['output'];
  type: PaymentMethodType;
  updatedAt: Scalars['String']['output'];
};

export type PaymentMethodInput = {
  accountName?: InputMaybe<Scalars['String']['input']>;
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  bankName?: InputMaybe<Scalars['String']['input']>;
  cryptoAddress?: InputMaybe<Scalars['String']['input']>;
  cryptoNetwork?: InputMaybe<CryptoNetwork>;
  cryptoType?: InputMaybe<CryptoType>;
  instructions?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  maxAmount?: InputMaybe<Scalars['String']['input']>;
  minAmount?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  paypalEmail?: InputMaybe<Scalars['String']['input']>;
  processingTime?: InputMaybe<Scalars['String']['input']>;
  type: PaymentMethodType;
};

export type PaymentMethodType =
  | 'bank_transfer'
  | 'crypto'
  | 'paypal';

/** Only the fields given change; null clears an optional text field. */
export type PaymentMethodUpdateInput = {
  accountName?: InputMaybe<Scalars['String']['input']>;
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  bankName?: InputMaybe<Scalars['String']['input']>;
  cryptoAddress?: InputMaybe<Scalars['String']['input']>;
  cryptoNetwork?: InputMaybe<CryptoNetwork>;
  cryptoType?: InputMaybe<CryptoType>;
  instructions?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  maxAmount?: InputMaybe<Scalars['String']['input']>;
  minAmount?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  paypalEmail?: InputMaybe<Scalars['String']['input']>;
  processingTime?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<PaymentMethodType>;
};

/** Money totals of the admin stats tiles, base currency. */
export type PaymentTotals = {
  __typename?: 'PaymentTotals';
  /** Sum of approved deposits. */
  totalDeposits: Scalars['String']['output'];
  /** Sum of completed withdrawals. */
  totalWithdrawals: Scalars['String']['output'];
};

export type Payout = {
  __typename?: 'Payout';
  accountInfo?: Maybe<Scalars['String']['output']>;
  adminNotes?: Maybe<Scalars['String']['output']>;
  amount: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  draw: Draw;
  drawId: Scalars['ID']['output'];
  drawName: Scalars['String']['output'];
  drawPeriod: DrawPeriod;
  id: Scalars['ID']['output'];
  /** Where the prize goes: "balance" (credited to the player's balance). */
  paymentMethod: Scalars['String']['output'];
  /** An admin marked it paid at or above the four-eyes threshold: it waits for a second admin's approval. */
  pendingApproval: Scalars['Boolean']['output'];
  player: Player;
  /** When the prize was credited, or marked failed. */
  processedAt?: Maybe<Scalars['String']['output']>;
  proofUrl?: Maybe<Scalars['String']['output']>;
  rank: Scalars['Int']['output'];
  status: PayoutStatus;
  ticketNumber: Scalars['String']['output'];
  /** For admin views (email and more); resolves only for admins and the winner. */
  user: User;
};

/** pending: waits for the automatic credit or (above the auto-payout limit) for an admin; paid: credited to the balance; failed: nothing credited. */
export type PayoutStatus =
  | 'failed'
  | 'paid'
  | 'pending';

export type PeriodAnalytics = {
  __typename?: 'PeriodAnalytics';
  drawCount: Scalars['Int']['output'];
  period: AnalyticsPeriod;
  /** Profit ÷ sales × 100 (0 without sales). */
  profitMargin: Scalars['Float']['output'];
  totalProfit: Scalars['String']['output'];
  totalSales: Scalars['String']['output'];
};

export type PlayBlock = {
  __typename?: 'PlayBlock';
  /** A self-exclusion whose period is over: the player may end it. */
  canEnd: Scalars['Boolean']['output'];
  duration: Scalars['String']['output'];
  endsAt: Scalars['String']['output'];
  kind: PlayBlockKind;
  startsAt: Scalars['String']['output'];
};

export type PlayBlockKind =
  | 'self_exclusion'
  | 'time_out';

/** A player's public face (resolved by identity: the username only). */
export type Player = {
  __typename?: 'Player';
  id: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

/** Something that happened to the player (issue 19). The web writes its text from type and params in the player's language. */
export type PlayerNotification = {
  __typename?: 'PlayerNotification';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The app path it leads to (the draw, the statement tab, the support threads). */
  link: Scalars['String']['output'];
  /** JSON object of what it names (drawId, drawName, amountMinor, status, reason, threadId, ...); amounts in minor units. */
  params: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  /** win, prize_paid, deposit_approved, deposit_rejected, withdrawal_processed, draw_results, subscription_bought, subscription_skipped, limit_reached or support_reply. */
  type: Scalars['String']['output'];
};

export type PlayerNotificationPage = {
  __typename?: 'PlayerNotificationPage';
  items: Array<PlayerNotification>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Notifications on all pages. */
  total: Scalars['Int']['output'];
  unread: Scalars['Int']['output'];
};

/** A player's limits, time-out or self-exclusion. */
export type PlayerProtection = {
  __typename?: 'PlayerProtection';
  /** The time-out or self-exclusion in force; null when the player may play. */
  block?: Maybe<PlayBlock>;
  /** Every change the player made, newest first. */
  changes: Array<ProtectionChange>;
  limits: Array<SpendingLimit>;
  userId: Scalars['ID']['output'];
};


/** A player's limits, time-out or self-exclusion. */
export type PlayerProtectionChangesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** The player's Telegram chat for notifications. */
export type PlayerTelegramLink = {
  __typename?: 'PlayerTelegramLink';
  /** False until an admin saves the bot token: nothing to connect to. */
  available: Scalars['Boolean']['output'];
  /** The bot's @username (without @); null while Telegram cannot be asked. */
  botUsername?: Maybe<Scalars['String']['output']>;
  connected: Scalars['Boolean']['output'];
  linkedAt?: Maybe<Scalars['String']['output']>;
};

export type ProfitRecord = {
  __typename?: 'ProfitRecord';
  createdAt: Scalars['String']['output'];
  draw: Draw;
  drawId: Scalars['ID']['output'];
  drawName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  profitAmount: Scalars['String']['output'];
  /** The admin profit percentage applied to this draw's sales. */
  profitPercentage: Scalars['Float']['output'];
  totalPrizesPaid: Scalars['String']['output'];
  totalTicketSales: Scalars['String']['output'];
};

export type ProfitTotals = {
  __typename?: 'ProfitTotals';
  totalPrizesPaid: Scalars['String']['output'];
  totalProfit: Scalars['String']['output'];
  totalTicketSales: Scalars['String']['output'];
};

export type ProtectionChange = {
  __typename?: 'ProtectionChange';
  action: Scalars['String']['output'];
  after?: Maybe<Scalars['String']['output']>;
  /** JSON of the state before and after. */
  before?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** What players and visitors may read: the figures the help texts show. */
export type PublicSettings = {
  __typename?: 'PublicSettings';
  /** 0–100: the share of ticket sales kept; the winners share the rest (help texts). */
  adminProfitPercentage: Scalars['Float']['output'];
  appName: Scalars['String']['output'];
  /** Prizes up to this amount are paid automatically (help texts). */
  autoPayoutLimit: Scalars['String']['output'];
  baseCurrency: Scalars['String']['output'];
  /** Bonus money is withdrawable once this many times its amount was spent on tickets (help texts). */
  bonusPlayThrough: Scalars['Int']['output'];
  displayRates: DisplayRates;
  loginBackground: LoginBackground;
  /** The youngest age allowed to sign up and play (sign-up form, help texts). */
  minimumAge: Scalars['Int']['output'];
  /** Referral bonuses one referrer may earn per day (help texts). */
  referralsPerDay: Scalars['Int']['output'];
  referredBonus: Scalars['String']['output'];
  referrerBonus: Scalars['String']['output'];
  /** The Help page's Responsible gaming text per language ("": the built-in text). */
  responsibleGamingText: ResponsibleGamingText;
  supportOrganisations: Array<SupportOrganisation>;
  theme: Theme;
  ticketPrice: Scalars['String']['output'];
  vipThreshold: Scalars['String']['output'];
};

/** A browser (device) the player turned push notifications on in. */
export type PushDevice = {
  __typename?: 'PushDevice';
  createdAt: Scalars['String']['output'];
  /** The push service address the browser gave; the web compares it with its own to know whether this device is on. */
  endpoint: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export type PushSubscriptionInput = {
  endpoint: Scalars['String']['input'];
  keys: PushSubscriptionKeysInput;
};

/** The browser's keys of a push subscription (PushSubscription.toJSON().keys), base64url. */
export type PushSubscriptionKeysInput = {
  auth: Scalars['String']['input'];
  p256dh: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Draws on sale now, soonest draw date first. */
  activeDraws: Array<Draw>;
  /** Finance admin: held money moves, pending (oldest first) or the 100 most recently decided (status: pending | decided). */
  adminApprovals: Array<ApprovalRequest>;
  /** Admin: recomputes the audit log's hash chain and names the first entry that does not hold. */
  adminAuditChainCheck: AuditChainCheck;
  /** Admin: every action, acting admin and target type in the audit log (the filters' choices). */
  adminAuditFacets: AuditFacets;
  /** Admin: the audit log, newest first, 50 per page, optionally filtered. */
  adminAuditLog: AuditPage;
  /** Admin: sales, profit and buying players per UTC day over the last 7–366 days, oldest first (empty days included). */
  adminDailyFigures: Array<DayFigures>;
  /** Admin: deposits, newest first, optionally of one status and of one player. */
  adminDeposits: Array<Deposit>;
  adminDrawAnalytics?: Maybe<DrawAnalytics>;
  /** Admin: payout, ticket and draw figures of the stats tiles. */
  adminDrawStats: DrawStats;
  /** Admin: every draw but deleted ones, newest draw date first, 10 per page. */
  adminDraws: DrawPage;
  /** Admin: the local mail outbox, newest first (50). */
  adminMailOutbox: MailOutbox;
  /** Admin: pending deposits and withdrawals. */
  adminPaymentCounts: PaymentCounts;
  /** Admin: every payment method (active or not), deleted ones excepted. */
  adminPaymentMethods: Array<PaymentMethod>;
  /** Admin: approved deposit and completed withdrawal totals. */
  adminPaymentTotals: PaymentTotals;
  /** Admin: payouts, newest first; status null means all. */
  adminPayouts: Array<Payout>;
  /** Finance admin: held money moves awaiting a decision (the Approvals tab's badge). */
  adminPendingApprovalCount: Scalars['Int']['output'];
  /** Admin: completed draws of the last week, month or year. */
  adminPeriodAnalytics: PeriodAnalytics;
  /** Admin, read-only: a player's protection and its history. */
  adminPlayerProtection: PlayerProtection;
  /** Admin, read-only: a player's statement. */
  adminPlayerStatement: Statement;
  adminProfitTotals: ProfitTotals;
  adminProfits: Array<ProfitRecord>;
  adminRecentDraws: Array<DrawSummary>;
  /** Admin: every setting. */
  adminSettings: AppSettings;
  /** Admin: every support thread, those with unread messages first. */
  adminSupportInbox: SupportInbox;
  /** Admin: the sum of every user's balance (cash, held and bonus money), base currency. */
  adminTotalUserBalance: Scalars['String']['output'];
  /** Admin: how many users exist (the stats tile). */
  adminUserCount: Scalars['Int']['output'];
  /** Admin: users matching the search (username, email or name), newest first, 50 per page. */
  adminUsers: AdminUserPage;
  /** Admin: withdrawals, newest first, optionally of one status and of one player. */
  adminWithdrawals: Array<Withdrawal>;
  /** Announcements for signed-in players, newest first. */
  announcements: Array<Announcement>;
  /** Recently completed draws (not archived), newest first: for the Verify page. */
  completedDraws: Array<Draw>;
  /** Countries of the profile form with the display currency each sets. */
  countries: Array<Country>;
  /** Draws on the dashboard: upcoming and active, cheapest ticket first. */
  currentDraws: Array<Draw>;
  /** One deposit: its owner or an admin only. */
  deposit?: Maybe<Deposit>;
  draw?: Maybe<Draw>;
  /** Public: the data to verify a draw in the browser. */
  drawVerification?: Maybe<DrawVerification>;
  /** Featured leaderboard entries (public), biggest amount first. */
  featuredEntries: Array<FeaturedEntry>;
  /** Paid wins of verified winners, biggest first. period daily|weekly|monthly, or days (default 30: "all"). */
  leaderboard: Array<LeaderboardEntry>;
  leaderboardSummary: LeaderboardSummary;
  /** The signed-in user, or null when signed out. */
  me?: Maybe<User>;
  /** The caller's own deposits, newest first. */
  myDeposits: Array<Deposit>;
  /** Player: every type × channel, their choice or the default. */
  myNotificationPreferences: Array<NotificationPreference>;
  /** Player: their notifications, newest first (20 per page unless pageSize says otherwise, at most 100). */
  myNotifications: PlayerNotificationPage;
  /** The caller's prizes, newest first. */
  myPayouts: Array<Payout>;
  /** The signed-in player's own protection: limits, time-out or self-exclusion. */
  myProtection: PlayerProtection;
  /** Player: the devices they turned push notifications on in, newest first. */
  myPushDevices: Array<PushDevice>;
  /** The caller's own purchase receipt. */
  myReceipt: SignedReceipt;
  /** The caller's referrals, their bonus earnings and level. */
  myReferrals: ReferralSummary;
  /** The caller's signed-in sessions, the current one first. */
  mySessions: Array<AccountSession>;
  /** The signed-in player's account statement from the ledger, newest first. */
  myStatement: Statement;
  /** The same statement lines as CSV (up to 10000 lines). */
  myStatementCsv: Scalars['String']['output'];
  /** The caller's draw subscriptions, newest first. */
  mySubscriptions: Array<DrawSubscription>;
  /** The caller's own support threads with the replies. */
  mySupportThreads: Array<SupportThread>;
  /** Player: their Telegram link. */
  myTelegramLink: PlayerTelegramLink;
  myTicketStats: TicketStats;
  /** The caller's tickets, newest first, 10 per page (pageSize up to 500); status null means all. */
  myTickets: TicketPage;
  /** The caller's own withdrawals, newest first. */
  myWithdrawals: Array<Withdrawal>;
  /** Active payment methods, for depositors. */
  paymentMethods: Array<PaymentMethod>;
  /** Public: one completed draw of the archive; null when there is none. */
  publicResult?: Maybe<Draw>;
  /** Public: every completed draw, archived ones included, newest first (the /results archive). */
  publicResults: DrawPage;
  /** Settings players and visitors need (app name, theme, figures, login background). */
  publicSettings: PublicSettings;
  /** Public: the receipt-signing keys, current and retired. */
  receiptKeys: Array<ReceiptKey>;
  /** Paid wins, newest first (the dashboard's recent winners). */
  recentWinners: Array<LeaderboardEntry>;
  /** The caller's own subscription's draws, newest first. */
  subscriptionHistory: Array<SubscriptionDraw>;
  /** Admin: the Telegram settings. */
  telegramSettings: TelegramSettings;
  /** Public: a ticket's inclusion proof; null while the draw sells or when the ticket is not in it. */
  ticketInclusionProof?: Maybe<InclusionProof>;
  /** Tickets sold in the current (upcoming and active) draws: the dashboard's total tickets. */
  ticketsInCurrentDraws: Scalars['Int']['output'];
  /** Winnings summed per player, biggest first. */
  topPlayers: Array<TopPlayer>;
  /** Player: how many of their notifications are unread (the bell's count). */
  unreadNotificationCount: Scalars['Int']['output'];
  /** Player: the VAPID public key browsers subscribe with. */
  webPushPublicKey: Scalars['String']['output'];
};


export type QueryAdminApprovalsArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminDailyFiguresArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminDepositsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<DepositStatus>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAdminDrawAnalyticsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminDrawsArgs = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminPayoutsArgs = {
  status?: InputMaybe<PayoutStatus>;
};


export type QueryAdminPeriodAnalyticsArgs = {
  period: AnalyticsPeriod;
};


export type QueryAdminPlayerProtectionArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryAdminPlayerStatementArgs = {
  filter?: InputMaybe<StatementFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryAdminRecentDrawsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminUsersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminWithdrawalsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<WithdrawalStatus>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCompletedDrawsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDepositArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDrawArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDrawVerificationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLeaderboardArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<LeaderboardPeriod>;
};


export type QueryLeaderboardSummaryArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<LeaderboardPeriod>;
};


export type QueryMyDepositsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyNotificationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyReceiptArgs = {
  purchaseId: Scalars['ID']['input'];
};


export type QueryMyStatementArgs = {
  filter?: InputMaybe<StatementFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyStatementCsvArgs = {
  filter?: InputMaybe<StatementFilter>;
};


export type QueryMyTicketsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<TicketStatus>;
};


export type QueryMyWithdrawalsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPublicResultArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPublicResultsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRecentWinnersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySubscriptionHistoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTicketInclusionProofArgs = {
  drawId: Scalars['ID']['input'];
  ticketNumber: Scalars['String']['input'];
};


export type QueryTopPlayersArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<LeaderboardPeriod>;
};

/** A public key that signs (or signed) receipts; keys rotate with an overlap and stay published. */
export type ReceiptKey = {
  __typename?: 'ReceiptKey';
  /** Ed25519. */
  algorithm: Scalars['String']['output'];
  keyId: Scalars['String']['output'];
  /** 32 bytes, lowercase hex. */
  publicKey: Scalars['String']['output'];
  validFrom: Scalars['String']['output'];
  /** Null while the key still signs. */
  validUntil?: Maybe<Scalars['String']['output']>;
};

/** Someone who signed up with the caller's referral code. */
export type Referral = {
  __typename?: 'Referral';
  /** The bonus the caller earned for this referral: 0.00 until the referral's first deposit is approved. */
  bonusAmount: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

export type ReferralSummary = {
  __typename?: 'ReferralSummary';
  /** Currency of every amount here: the platform's base currency. */
  currency: Scalars['String']['output'];
  level: Scalars['Int']['output'];
  referralCode: Scalars['String']['output'];
  referrals: Array<Referral>;
  /** What a referred player gets on their first approved deposit (configured). */
  referredBonus: Scalars['String']['output'];
  /** What a referrer earns per referral (configured). */
  referrerBonus: Scalars['String']['output'];
  /** Sum of the referrer bonuses the caller earned. */
  totalEarnings: Scalars['String']['output'];
};

export type RegisterInput = {
  /** YYYY-MM-DD. Under the minimum age the sign-up is refused (UNDER_AGE). Omitted: asked once at the first sign-in. */
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  referralCode?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type RequestPasswordResetInput = {
  /** The username or the confirmed email address. */
  login: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  newPassword: Scalars['String']['input'];
  /** From the mailed link. */
  token: Scalars['String']['input'];
};

/** Plain text per interface language (never HTML). */
export type ResponsibleGamingText = {
  __typename?: 'ResponsibleGamingText';
  ar: Scalars['String']['output'];
  bn: Scalars['String']['output'];
  en: Scalars['String']['output'];
  hi: Scalars['String']['output'];
  th: Scalars['String']['output'];
};

/** Only the languages given change; "" restores the built-in text of that language. */
export type ResponsibleGamingTextInput = {
  ar?: InputMaybe<Scalars['String']['input']>;
  bn?: InputMaybe<Scalars['String']['input']>;
  en?: InputMaybe<Scalars['String']['input']>;
  hi?: InputMaybe<Scalars['String']['input']>;
  th?: InputMaybe<Scalars['String']['input']>;
};

export type ReviewDepositInput = {
  /** Defaults to "Rejected by admin" on a rejection. */
  adminNotes?: InputMaybe<Scalars['String']['input']>;
  status: DepositReviewStatus;
};

/** Another deposit whose proof screenshot is the same as this one's. */
export type ScreenshotDuplicate = {
  __typename?: 'ScreenshotDuplicate';
  depositId: Scalars['ID']['output'];
  match: ScreenshotMatch;
};

export type ScreenshotMatch =
  /** Byte for byte the same file. */
  | 'same_file'
  /** A different file showing exactly the same pixels. */
  | 'same_image';

export type SelfExclusionDuration =
  /** 6 months */
  | 'm6'
  /** 1 year */
  | 'y1'
  /** 5 years */
  | 'y5';

export type SetWithdrawalStatusInput = {
  adminNotes?: InputMaybe<Scalars['String']['input']>;
  status: WithdrawalStatus;
};

/** A purchase receipt signed with the platform's Ed25519 key; check it on the Verify page or with the verifier. */
export type SignedReceipt = {
  __typename?: 'SignedReceipt';
  /** The signed document as JSON text: { receipt, keyId, signature } (fair-draw.md, "Signed receipts"). */
  document: Scalars['String']['output'];
  keyId: Scalars['String']['output'];
  purchaseId: Scalars['ID']['output'];
};

export type SpendingLimit = {
  __typename?: 'SpendingLimit';
  /** From when the waiting change can be confirmed (ISO 8601). */
  confirmableAt?: Maybe<Scalars['String']['output']>;
  kind: SpendingLimitKind;
  /** The limit in force; null: none. */
  limit?: Maybe<Scalars['String']['output']>;
  /** A raise waiting for its 24 hours and the player's confirmation. */
  pendingLimit?: Maybe<Scalars['String']['output']>;
  /** A removal waiting for its 24 hours and the player's confirmation. */
  pendingRemoval: Scalars['Boolean']['output'];
  period: SpendingLimitPeriod;
  /** What is left in the current window; null without a limit. */
  remaining?: Maybe<Scalars['String']['output']>;
  /** Used in the current window. */
  used: Scalars['String']['output'];
};

/** A limit the player sets on themself (responsible gaming). */
export type SpendingLimitKind =
  /** Money deposited (deposit requests still standing). */
  | 'deposit'
  /** Ticket spend minus refunds and prizes. */
  | 'loss'
  /** Ticket spend minus refunds. */
  | 'spend';

/** Rolling windows: the last 24 hours, 7 days or 30 days. */
export type SpendingLimitPeriod =
  | 'day'
  | 'month'
  | 'week';

export type Statement = {
  __typename?: 'Statement';
  lines: Array<StatementLine>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Lines matching the filter, on all pages. */
  total: Scalars['Int']['output'];
  totals: StatementTotals;
};

export type StatementFilter = {
  /** From this date (YYYY-MM-DD or ISO date-time), included. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Up to this date (YYYY-MM-DD includes the whole day). */
  to?: InputMaybe<Scalars['String']['input']>;
  /** Only these types; empty or absent: all. */
  types?: InputMaybe<Array<StatementType>>;
};

export type StatementLine = {
  __typename?: 'StatementLine';
  amount: Scalars['String']['output'];
  /** Spendable balance after this line. */
  balanceAfter: Scalars['String']['output'];
  /** Effect on the spendable balance (cash and bonus money); a hold lowers it. */
  change: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** Held for withdrawals after this line. */
  heldAfter: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The ledger's transfer kind (deposit, ticket_purchase, withdrawal, ...). */
  kind: Scalars['String']['output'];
  memo?: Maybe<Scalars['String']['output']>;
  /** credit, debit, hold, release, settle or convert. */
  operation: Scalars['String']['output'];
  type: StatementType;
};

export type StatementTotals = {
  __typename?: 'StatementTotals';
  bonus: Scalars['String']['output'];
  deposited: Scalars['String']['output'];
  /** Change of the total balance over the period. */
  net: Scalars['String']['output'];
  /** Ticket spend minus refunds. */
  spent: Scalars['String']['output'];
  /** Withdrawals paid out. */
  withdrawn: Scalars['String']['output'];
  won: Scalars['String']['output'];
};

/** What a statement line is. */
export type StatementType =
  | 'admin'
  | 'bonus'
  | 'deposit'
  | 'prize'
  | 'purchase'
  | 'refund'
  | 'withdrawal';

export type SubscribeInput = {
  /** Any draw of the recurring series to subscribe to (custom draws cannot be subscribed). */
  drawId: Scalars['ID']['input'];
  /** How many draws to buy (1–1000); null: until cancelled. */
  drawLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Decimal amount; buy only when the draw's prize pool is at least this much. */
  minPrizePool?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 1000 tickets in each draw. */
  ticketsPerDraw: Scalars['Int']['input'];
};

/** A subscription's outcome for one draw. */
export type SubscriptionDraw = {
  __typename?: 'SubscriptionDraw';
  decidedAt?: Maybe<Scalars['String']['output']>;
  drawDate: Scalars['String']['output'];
  drawId: Scalars['ID']['output'];
  drawName: Scalars['String']['output'];
  /** The purchase made (or refused) for this draw. */
  purchaseId?: Maybe<Scalars['ID']['output']>;
  /** When skipped: balance, limit, excluded, closed, prize-pool-below-minimum or rejected. */
  reason?: Maybe<Scalars['String']['output']>;
  status: SubscriptionDrawStatus;
};

/** pending: being bought right now; bought: its tickets were bought; skipped: nothing bought (see reason). */
export type SubscriptionDrawStatus =
  | 'bought'
  | 'pending'
  | 'skipped';

/** active: buys into each draw of its series; paused: buys nothing until resumed; cancelled (by the player) and finished (its number of draws bought) are final. */
export type SubscriptionStatus =
  | 'active'
  | 'cancelled'
  | 'finished'
  | 'paused';

export type SupportInbox = {
  __typename?: 'SupportInbox';
  threads: Array<SupportThread>;
  /** Threads with unread player messages: the admin tab's badge. */
  unreadThreads: Scalars['Int']['output'];
};

export type SupportMessage = {
  __typename?: 'SupportMessage';
  /** player | admin */
  author: Scalars['String']['output'];
  body: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** A help line or site for people worried about their gambling. */
export type SupportOrganisation = {
  __typename?: 'SupportOrganisation';
  name: Scalars['String']['output'];
  /** An https address. */
  url: Scalars['String']['output'];
};

export type SupportOrganisationInput = {
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

/** A conversation a player started from the Help page. */
export type SupportThread = {
  __typename?: 'SupportThread';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  messages: Array<SupportMessage>;
  /** open | closed */
  status: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  /** Player messages the admins have not read yet. */
  unreadForAdmin: Scalars['Int']['output'];
  /** Admin replies the player has not read yet. */
  unreadForPlayer: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  /** The player who wrote (admins see email and more through it). */
  user: User;
};

/** A one-time code to send the bot (/start <code>): ten minutes, one use. */
export type TelegramLinkCode = {
  __typename?: 'TelegramLinkCode';
  /** https://t.me/<bot>?start=<code>: opens the chat with the code filled in. */
  botUrl: Scalars['String']['output'];
  botUsername: Scalars['String']['output'];
  code: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
};

/** Staff notifications over Telegram. The token is never returned in full. */
export type TelegramSettings = {
  __typename?: 'TelegramSettings';
  /** Masked, e.g. 1234••••abcd; null when none is saved. */
  botTokenMasked?: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  hasBotToken: Scalars['Boolean']['output'];
  /** Enabled types among user_registration, withdrawal_request, deposit_request, support_message, draw_start, draw_stop. */
  notificationTypes: Array<Scalars['String']['output']>;
  staffChatIds: Array<Scalars['String']['output']>;
};

export type TelegramSettingsInput = {
  /** A new token; omitted or empty keeps the saved one. */
  botToken?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  notificationTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Comma separated; trimmed, empty ones dropped. */
  staffChatIds?: InputMaybe<Scalars['String']['input']>;
};

/** One of the 12 themes. */
export type Theme =
  | 'cyber'
  | 'dark'
  | 'gold'
  | 'hitech'
  | 'matrix'
  | 'mint'
  | 'neon'
  | 'ocean'
  | 'purple'
  | 'red'
  | 'retro'
  | 'sunset';

export type Ticket = {
  __typename?: 'Ticket';
  createdAt: Scalars['String']['output'];
  draw: Draw;
  drawId: Scalars['ID']['output'];
  drawName: Scalars['String']['output'];
  drawPeriod: DrawPeriod;
  drawTicketPrice: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Null unless the ticket won. */
  prizeAmount?: Maybe<Scalars['String']['output']>;
  /** The purchase that bought it (its receipt: myReceipt). */
  purchaseId?: Maybe<Scalars['ID']['output']>;
  status: TicketStatus;
  /** Unique, e.g. "NJ-000123" (visible ASCII: it enters the fair-draw hash). */
  ticketNumber: Scalars['String']['output'];
};

export type TicketPage = {
  __typename?: 'TicketPage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  tickets: Array<Ticket>;
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type TicketPurchase = {
  __typename?: 'TicketPurchase';
  /** The caller's available balance right after the purchase. */
  balance: Scalars['String']['output'];
  discountAmount: Scalars['String']['output'];
  /** 0, 5, 10 or 15. */
  discountPercent: Scalars['Int']['output'];
  draw: Draw;
  id: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** The purchase's signed receipt. */
  receipt?: Maybe<SignedReceipt>;
  /** ticketPrice × quantity. */
  subtotal: Scalars['String']['output'];
  tickets: Array<Ticket>;
  /** subtotal − discountAmount: what the balance was charged. */
  totalPaid: Scalars['String']['output'];
};

export type TicketStats = {
  __typename?: 'TicketStats';
  active: Scalars['Int']['output'];
  lost: Scalars['Int']['output'];
  refunded: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  /** Sum of the prizes of won tickets (paid or not yet paid). */
  totalWinnings: Scalars['String']['output'];
  won: Scalars['Int']['output'];
};

/** A ticket is active until its draw completes, then won or lost; a cancelled draw's tickets are refunded. */
export type TicketStatus =
  | 'active'
  | 'lost'
  | 'refunded'
  | 'won';

export type TimeOutDuration =
  /** 7 days */
  | 'd7'
  /** 30 days */
  | 'd30'
  /** 24 hours */
  | 'h24'
  /** 6 weeks */
  | 'w6';

export type TopPlayer = {
  __typename?: 'TopPlayer';
  biggestWin: Scalars['String']['output'];
  player: Player;
  totalWinnings: Scalars['String']['output'];
  winCount: Scalars['Int']['output'];
};

/** What an authenticator app needs to add the account: shown once, at enrolment. */
export type TwoFactorEnrolment = {
  __typename?: 'TwoFactorEnrolment';
  /** The otpauth:// address the QR code carries. */
  otpauthUri: Scalars['String']['output'];
  /** The QR code as a PNG data: URL. */
  qrCodeDataUrl: Scalars['String']['output'];
  /** The shared secret, base32 (for typing it in). */
  secret: Scalars['String']['output'];
};

export type UpdatePayoutInput = {
  /** For failed, defaults to "Payment failed". */
  adminNotes?: InputMaybe<Scalars['String']['input']>;
  /** paid credits the prize (exactly once); failed credits nothing. */
  status: PayoutStatus;
};

/** Only the fields given change. Email is read-only: a different email is refused. */
export type UpdateProfileInput = {
  /** ISO code; sets the display currency (unknown countries are refused). */
  country?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  /**
   * The saved payment methods as a JSON string: an array of
   * {id, type (bank|crypto|paypal), name, details, createdAt}.
   */
  paymentMethods?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** With two-factor on: a current code, needed when paymentMethods changes (TWO_FACTOR_REQUIRED without it). */
  twoFactorCode?: InputMaybe<Scalars['String']['input']>;
};

/** Only the fields given change. */
export type UpdateSettingsInput = {
  adminProfitPercentage?: InputMaybe<Scalars['Float']['input']>;
  appName?: InputMaybe<Scalars['String']['input']>;
  autoPayoutLimit?: InputMaybe<Scalars['String']['input']>;
  bonusPlayThrough?: InputMaybe<Scalars['Int']['input']>;
  deductFromAdminProfit?: InputMaybe<Scalars['Boolean']['input']>;
  displayRates?: InputMaybe<DisplayRatesInput>;
  /** Above 0. */
  fourEyesThreshold?: InputMaybe<Scalars['String']['input']>;
  /** 16–25. */
  minimumAge?: InputMaybe<Scalars['Int']['input']>;
  referralsPerDay?: InputMaybe<Scalars['Int']['input']>;
  referredBonus?: InputMaybe<Scalars['String']['input']>;
  referrerBonus?: InputMaybe<Scalars['String']['input']>;
  responsibleGamingText?: InputMaybe<ResponsibleGamingTextInput>;
  /** Replaces the whole list (at most 8). */
  supportOrganisations?: InputMaybe<Array<SupportOrganisationInput>>;
  theme?: InputMaybe<Theme>;
  ticketPrice?: InputMaybe<Scalars['String']['input']>;
  vipThreshold?: InputMaybe<Scalars['String']['input']>;
};

/** A user, resolved by identity (admins and the user themself only). */
export type User = {
  __typename?: 'User';
  /** The admin's role (docs/product-rules.md#admin-roles); null for players. */
  adminRole?: Maybe<AdminRole>;
  /** Whether the app may open: missing (ask once), confirmed, or underAge (withdraw and sign out only). */
  ageStatus: AgeStatus;
  /** What the user can spend on tickets now: cash plus bonus money. */
  availableBalance: Scalars['String']['output'];
  /** Cash, held and bonus money: everything the user has on the platform. */
  balance: Scalars['String']['output'];
  /** Bonus money (referral bonuses): spendable on tickets, turns into cash once played through. */
  bonusBalance: Scalars['String']['output'];
  /** Ticket spend still needed before the bonus money turns into cash; 0.00 without bonus money. */
  bonusPlayThroughLeft: Scalars['String']['output'];
  country: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** YYYY-MM-DD; null for a player who signed up before it was asked (docs/product-rules.md#age). */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  /** True once `email` was confirmed with a code or link (password reset mails go only there). */
  emailVerified: Scalars['Boolean']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  /** Reserved for pending withdrawals. */
  heldBalance: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** True for an admin of any role (the spec's flag). */
  isAdmin: Scalars['Boolean']['output'];
  /** Preferred interface language (en, th, hi, bn, ar); null until chosen. */
  language?: Maybe<Scalars['String']['output']>;
  /** 1 New Player, 2 Verified, 3 VIP. */
  level: Scalars['Int']['output'];
  /** The real progress towards VIP (docs/product-rules.md#levels). */
  levelProgress: LevelProgress;
  /** The user's saved payment methods as a JSON string. */
  paymentMethods: Scalars['String']['output'];
  /** An address waiting for its confirmation code, if any. */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  profileImageUrl?: Maybe<Scalars['String']['output']>;
  /** Unused recovery codes left (0 while two-factor is off). */
  recoveryCodesLeft: Scalars['Int']['output'];
  referralCode: Scalars['String']['output'];
  status: UserStatus;
  /** Two-factor sign-in (TOTP) is on. */
  twoFactorEnabled: Scalars['Boolean']['output'];
  updatedAt: Scalars['String']['output'];
  username: Scalars['String']['output'];
  /** What a withdrawal can take now: cash only (bonus money is not withdrawable until played through). */
  withdrawableBalance: Scalars['String']['output'];
};

export type UserStatus =
  | 'active'
  | 'suspended';

export type Withdrawal = {
  __typename?: 'Withdrawal';
  /** JSON text of the user's saved method (type, name, details), or raw text. */
  accountInfo: Scalars['String']['output'];
  adminNotes?: Maybe<Scalars['String']['output']>;
  amount: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The kind of the user's saved method (bank, paypal, bitcoin, ...). */
  paymentMethod: Scalars['String']['output'];
  /** An admin asked to complete it at or above the four-eyes threshold: it waits for a second admin's approval. */
  pendingApproval: Scalars['Boolean']['output'];
  /** When it reached completed or rejected. */
  processedAt?: Maybe<Scalars['String']['output']>;
  status: WithdrawalStatus;
  user?: Maybe<User>;
  userId: Scalars['ID']['output'];
};

export type WithdrawalStatus =
  | 'completed'
  | 'pending'
  | 'processing'
  | 'rejected';

export type MyEmailQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEmailQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, email?: string | null, emailVerified: boolean, pendingEmail?: string | null } | null };

export type RequestEmailConfirmationMutationVariables = Exact<{
  email: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
}>;


export type RequestEmailConfirmationMutation = { __typename?: 'Mutation', requestEmailConfirmation: { __typename?: 'User', id: string, pendingEmail?: string | null } };

export type ConfirmEmailMutationVariables = Exact<{
  input: ConfirmEmailInput;
}>;


export type ConfirmEmailMutation = { __typename?: 'Mutation', confirmEmail: { __typename?: 'User', id: string, email?: string | null, emailVerified: boolean, pendingEmail?: string | null } };

export type MyTwoFactorQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTwoFactorQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, isAdmin: boolean, twoFactorEnabled: boolean, recoveryCodesLeft: number } | null };

export type StartTwoFactorEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTwoFactorEnrolmentMutation = { __typename?: 'Mutation', startTwoFactorEnrolment: { __typename?: 'TwoFactorEnrolment', secret: string, otpauthUri: string, qrCodeDataUrl: string } };

export type ConfirmTwoFactorEnrolmentMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type ConfirmTwoFactorEnrolmentMutation = { __typename?: 'Mutation', confirmTwoFactorEnrolment: Array<string> };

export type RenewRecoveryCodesMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type RenewRecoveryCodesMutation = { __typename?: 'Mutation', renewRecoveryCodes: Array<string> };

export type DisableTwoFactorMutationVariables = Exact<{
  input: DisableTwoFactorInput;
}>;


export type DisableTwoFactorMutation = { __typename?: 'Mutation', disableTwoFactor: { __typename?: 'User', id: string, twoFactorEnabled: boolean, recoveryCodesLeft: number } };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { __typename?: 'Query', mySessions: Array<{ __typename?: 'AccountSession', id: string, device?: string | null, address?: string | null, createdAt: string, lastUsedAt: string, current: boolean }> };

export type EndSessionMutationVariables = Exact<{
  sessionId: Scalars['ID']['input'];
}>;


export type EndSessionMutation = { __typename?: 'Mutation', endSession: boolean };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { __typename?: 'Mutation', endOtherSessions: number };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: boolean };

export type UpdateLanguageMutationVariables = Exact<{
  language: Scalars['String']['input'];
}>;


export type UpdateLanguageMutation = { __typename?: 'Mutation', updateLanguage: { __typename?: 'User', id: string, language?: string | null } };

export type CurrentUserFieldsFragment = { __typename?: 'User', id: string, username: string, email?: string | null, fullName?: string | null, firstName?: string | null, country: string, phone?: string | null, language?: string | null, currency: string, level: number, status: UserStatus, isAdmin: boolean, adminRole?: AdminRole | null, referralCode: string, createdAt: string, balance: string, availableBalance: string, heldBalance: string, withdrawableBalance: string, bonusBalance: string, bonusPlayThroughLeft: string, ageStatus: AgeStatus, emailVerified: boolean, twoFactorEnabled: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, username: string, email?: string | null, fullName?: string | null, firstName?: string | null, country: string, phone?: string | null, language?: string | null, currency: string, level: number, status: UserStatus, isAdmin: boolean, adminRole?: AdminRole | null, referralCode: string, createdAt: string, balance: string, availableBalance: string, heldBalance: string, withdrawableBalance: string, bonusBalance: string, bonusPlayThroughLeft: string, ageStatus: AgeStatus, emailVerified: boolean, twoFactorEnabled: boolean } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'User', id: string, username: string, email?: string | null, fullName?: string | null, firstName?: string | null, country: string, phone?: string | null, language?: string | null, currency: string, level: number, status: UserStatus, isAdmin: boolean, adminRole?: AdminRole | null, referralCode: string, createdAt: string, balance: string, availableBalance: string, heldBalance: string, withdrawableBalance: string, bonusBalance: string, bonusPlayThroughLeft: string, ageStatus: AgeStatus, emailVerified: boolean, twoFactorEnabled: boolean } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'User', id: string, username: string, email?: string | null, fullName?: string | null, firstName?: string | null, country: string, phone?: string | null, language?: string | null, currency: string, level: number, status: UserStatus, isAdmin: boolean, adminRole?: AdminRole | null, referralCode: string, createdAt: string, balance: string, availableBalance: string, heldBalance: string, withdrawableBalance: string, bonusBalance: string, bonusPlayThroughLeft: string, ageStatus: AgeStatus, emailVerified: boolean, twoFactorEnabled: boolean } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type ConfirmDateOfBirthMutationVariables = Exact<{
  dateOfBirth: Scalars['String']['input'];
}>;


export type ConfirmDateOfBirthMutation = { __typename?: 'Mutation', confirmDateOfBirth: { __typename?: 'User', id: string, username: string, email?: string | null, fullName?: string | null, firstName?: string | null, country: string, phone?: string | null, language?: string | null, currency: string, level: number, status: UserStatus, isAdmin: boolean, adminRole?: AdminRole | null, referralCode: string, createdAt: string, balance: string, availableBalance: string, heldBalance: string, withdrawableBalance: string, bonusBalance: string, bonusPlayThroughLeft: string, ageStatus: AgeStatus, emailVerified: boolean, twoFactorEnabled: boolean } };

export type DisplayRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type DisplayRatesQuery = { __typename?: 'Query', publicSettings: { __typename?: 'PublicSettings', baseCurrency: string, displayRates: { __typename?: 'DisplayRates', USD: number, EUR: number, GBP: number, THB: number, INR: number } } };

export type DrawCardFieldsFragment = { __typename?: 'Draw', id: string, name: string, period: DrawPeriod, ticketPrice: string, maxTickets: number, ticketsSold: number, ticketsRemaining: number, drawDate: string, opensAt: string, prizePool: string, firstPrize: string, status: DrawStatus, myTicketCount: number };

export type DrawOddsSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type DrawOddsSettingsQuery = { __typename?: 'Query', publicSettings: { __typename?: 'PublicSettings', adminProfitPercentage: number } };

export type CurrentDrawsQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentDrawsQuery = { __typename?: 'Query', ticketsInCurrentDraws: number, currentDraws: Array<{ __typename?: 'Draw', id: string, name: string, period: DrawPeriod, ticketPrice: string, maxTickets: number, ticketsSold: number, ticketsRemaining: number, drawDate: string, opensAt: string, prizePool: string, firstPrize: string, status: DrawStatus, myTicketCount: number }> };

export type TicketFieldsFragment = { __typename?: 'Ticket', id: string, ticketNumber: string, purchaseId?: string | null, status: TicketStatus, drawId: string, drawName: string, drawPeriod: DrawPeriod, drawTicketPrice: string, prizeAmount?: string | null, createdAt: string, draw: { __typename?: 'Draw', id: string, status: DrawStatus, firstPrize: string, drawDate: string } };

export type MyTicketsQueryVariables = Exact<{
  status?: InputMaybe<TicketStatus>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MyTicketsQuery = { __typename?: 'Query', myTickets: { __typename?: 'TicketPage', totalCount: number, page: number, pageSize: number, totalPages: number, tickets: Array<{ __typename?: 'Ticket', id: string, ticketNumber: string, purchaseId?: string | null, status: TicketStatus, drawId: string, drawName: string, drawPeriod: DrawPeriod, drawTicketPrice: string, prizeAmount?: string | null, createdAt: string, draw: { __typename?: 'Draw', id: string, status: DrawStatus, firstPrize: string, drawDate: string } }> } };

export type MyTicketStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTicketStatsQuery = { __typename?: 'Query', myTicketStats: { __typename?: 'TicketStats', active: number, won: number, lost: number, refunded: number, total: number, totalWinnings: string } };

export type RecentWinnersQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentWinnersQuery = { __typename?: 'Query', recentWinners: Array<{ __typename?: 'LeaderboardEntry', id: string, amount: string, drawName: string, ticketNumber: string, rank: number, player: { __typename?: 'Player', id: string, username: string } }> };

export type BuyTicketsMutationVariables = Exact<{
  input: BuyTicketsInput;
}>;


export type BuyTicketsMutation = { __typename?: 'Mutation', buyTickets: { __typename?: 'TicketPurchase', id: string, quantity: number, subtotal: string, discountAmount: string, discountPercent: number, totalPaid: string, balance: string, draw: { __typename?: 'Draw', id: string, name: string, period: DrawPeriod, ticketPrice: string, maxTickets: number, ticketsSold: number, ticketsRemaining: number, drawDate: string, opensAt: string, prizePool: string, firstPrize: string, status: DrawStatus, myTicketCount: number } } };

export type PushDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PushDevicesQuery = { __typename?: 'Query', webPushPublicKey: string, myPushDevices: Array<{ __typename?: 'PushDevice', id: string, endpoint: string }> };

export type SaveBrowserPushSubscriptionMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type SaveBrowserPushSubscriptionMutation = { __typename?: 'Mutation', savePushSubscription: { __typename?: 'PushDevice', id: string, endpoint: string } };

export type RemoveBrowserPushSubscriptionMutationVariables = Exact<{
  endpoint: Scalars['String']['input'];
}>;


export type RemoveBrowserPushSubscriptionMutation = { __typename?: 'Mutation', removePushSubscription: boolean };

export type TelegramLinkQueryVariables = Exact<{ [key: string]: never; }>;


export type TelegramLinkQuery = { __typename?: 'Query', myTelegramLink: { __typename?: 'PlayerTelegramLink', available: boolean, botUsername?: string | null, connected: boolean, linkedAt?: string | null } };

export type CreateTelegramCodeMutationVariables = Exact<{
  language?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateTelegramCodeMutation = { __typename?: 'Mutation', createTelegramLinkCode: { __typename?: 'TelegramLinkCode', code: string, expiresAt: string, botUsername: string, botUrl: string } };

export type DisconnectTelegramChatMutationVariables = Exact<{ [key: string]: never; }>;


export type DisconnectTelegramChatMutation = { __typename?: 'Mutation', disconnectTelegram: { __typename?: 'PlayerTelegramLink', available: boolean, botUsername?: string | null, connected: boolean, linkedAt?: string | null } };

export type NotificationFieldsFragment = { __typename?: 'PlayerNotification', id: string, type: string, params: string, link: string, createdAt: string, read: boolean };

export type MyNotificationsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MyNotificationsQuery = { __typename?: 'Query', myNotifications: { __typename?: 'PlayerNotificationPage', total: number, unread: number, page: number, pageSize: number, items: Array<{ __typename?: 'PlayerNotification', id: string, type: string, params: string, link: string, createdAt: string, read: boolean }> } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { __typename?: 'Query', unreadNotificationCount: number };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
  all?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type MarkNotificationsReadMutation = { __typename?: 'Mutation', markNotificationsRead: number };

export type MyNotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyNotificationPreferencesQuery = { __typename?: 'Query', myNotificationPreferences: Array<{ __typename?: 'NotificationPreference', type: string, channel: string, enabled: boolean }> };

export type UpdateNotificationPreferencesMutationVariables = Exact<{
  preferences: Array<NotificationPreferenceInput> | NotificationPreferenceInput;
}>;


export type UpdateNotificationPreferencesMutation = { __typename?: 'Mutation', updateNotificationPreferences: Array<{ __typename?: 'NotificationPreference', type: string, channel: string, enabled: boolean }> };

export type AdminSupportBadgeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSupportBadgeQuery = { __typename?: 'Query', adminSupportInbox: { __typename?: 'SupportInbox', unreadThreads: number } };

export type AdminDrawFieldsFragment = { __typename?: 'Draw', id: string, name: string, period: DrawPeriod, ticketPrice: string, maxTickets: number, ticketsSold: number, drawDate: string, prizePool: string, status: DrawStatus, completedAt?: string | null, beaconRound?: number | null, beaconWaitReason?: string | null };

export type AdminDrawsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminDrawsQuery = { __typename?: 'Query', adminDraws: { __typename?: 'DrawPage', totalCount: number, page: number, pageSize: number, totalPages: number, draws: Array<{ __typename?: 'Draw', id: string, name: string, period: DrawPeriod, ticketPrice: string, maxTickets: number, ticketsSold: number, drawDate: string, prizePool: string, status: DrawStatus, completedAt?: string | null, beaconRound?: number | null, beaconWaitReason?: string | null }> } };

export type CreateDrawMutationVariables = Exact<{
  input: CreateDrawInput;
}>;


export type CreateDrawMutation = { __typename?: 'Mutation', createDraw: { __typename?: 'Draw', id: string, name: string, period: DrawPeriod, ticketPrice: string, maxTickets: number, ticketsSold: number, drawDate: string, prizePool: string, status: DrawStatus, completedAt?: string | null, beaconRound?: number | null, beaconWaitReason?: string | null } };

export type RenameDrawMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
}>;


export type RenameDrawMutation = { __typename?: 'Mutation', renameDraw: { __typename?: 'DrawActionResult', message: string, draw?: { __typename?: 'Draw', id: string, name: string } | null } };

export type DeleteDrawMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  force?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type DeleteDrawMutation = { __typename?: 'Mutation', deleteDraw: { __typename?: 'DrawActionResult', message: string } };

export type TriggerDrawMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TriggerDrawMutation = { __typename?: 'Mutation', triggerDraw: { __typename?: 'Draw', id: string, name: string, period: DrawPeriod, ticketPrice: string, maxTickets: number, ticketsSold: number, drawDate: string, prizePool: string, status: DrawStatus, completedAt?: string | null, beaconRound?: number | null, beaconWaitReason?: string | null } };

export type AdminAnalyticsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAnalyticsQuery = { __typename?: 'Query', week: { __typename?: 'PeriodAnalytics', period: AnalyticsPeriod, totalProfit: string, drawCount: number, totalSales: string, profitMargin: number }, month: { __typename?: 'PeriodAnalytics', period: AnalyticsPeriod, totalProfit: string, drawCount: number, totalSales: string, profitMargin: number }, year: { __typename?: 'PeriodAnalytics', period: AnalyticsPeriod, totalProfit: string, drawCount: number, totalSales: string, profitMargin: number }, adminRecentDraws: Array<{ __typename?: 'DrawSummary', drawType: DrawPeriod, endDate: string, totalTicketsSold: number, winnerCount: number, totalSales: string, totalPrizes: string, adminProfit: string, profitPercentage: number, draw: { __typename?: 'Draw', id: string, name: string } }> };

export type AdminDrawAnalyticsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDrawAnalyticsQuery = { __typename?: 'Query', adminDrawAnalytics?: { __typename?: 'DrawAnalytics', drawType: DrawPeriod, totalTickets: number, totalSales: string, adminProfit: string, profitPercentage: number, prizePool: string, draw: { __typename?: 'Draw', id: string, name: string, status: DrawStatus, drawDate: string, completedAt?: string | null }, winners: Array<{ __typename?: 'AnalyticsWinner', rank: number, ticketNumber: string, prizeAmount: string, payoutStatus: PayoutStatus, player: { __typename?: 'Player', id: string, username: string }, user: { __typename?: 'User', id: string, email?: string | null } }> } | null };

export type AdminPayoutsQueryVariables = Exact<{
  status?: InputMaybe<PayoutStatus>;
}>;


export type AdminPayoutsQuery = { __typename?: 'Query', adminPayouts: Array<{ __typename?: 'Payout', id: string, amount: string, status: PayoutStatus, pendingApproval: boolean, adminNotes?: string | null, rank: number, ticketNumber: string, drawId: string, drawName: string, createdAt: string, processedAt?: string | null, player: { __typename?: 'Player', id: string, username: string } }> };

export type UpdatePayoutMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdatePayoutInput;
}>;


export type UpdatePayoutMutation = { __typename?: 'Mutation', updatePayout: { __typename?: 'Payout', id: string, status: PayoutStatus, adminNotes?: string | null, processedAt?: string | null, pendingApproval: boolean } };

export type AdminProfitsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProfitsQuery = { __typename?: 'Query', adminProfits: Array<{ __typename?: 'ProfitRecord', id: string, drawId: string, drawName: string, profitAmount: string, totalTicketSales: string, totalPrizesPaid: string, profitPercentage: number, createdAt: string }>, adminProfitTotals: { __typename?: 'ProfitTotals', totalProfit: string, totalTicketSales: string, totalPrizesPaid: string } };

export type AdminDailyFiguresQueryVariables = Exact<{
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminDailyFiguresQuery = { __typename?: 'Query', adminDailyFigures: Array<{ __typename?: 'DayFigures', day: string, sales: string, profit: string, players: number }> };

export type AdminDrawChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDrawChoicesQuery = { __typename?: 'Query', currentDraws: Array<{ __typename?: 'Draw', id: string, name: string, status: DrawStatus, drawDate: string }>, completedDraws: Array<{ __typename?: 'Draw', id: string, name: string, completedAt?: string | null, drawDate: string }> };

export type ApprovalFieldsFragment = { __typename?: 'ApprovalRequest', id: string, kind: string, amount: string, summary: string, status: string, requestedAt: string, decidedAt?: string | null, note?: string | null, outcome?: string | null, outcomeReason?: string | null, target: { __typename?: 'User', id: string, username: string }, requestedBy: { __typename?: 'User', id: string, username: string }, decidedBy?: { __typename?: 'User', id: string, username: string } | null };

export type AdminApprovalsQueryVariables = Exact<{
  status?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminApprovalsQuery = { __typename?: 'Query', adminApprovals: Array<{ __typename?: 'ApprovalRequest', id: string, kind: string, amount: string, summary: string, status: string, requestedAt: string, decidedAt?: string | null, note?: string | null, outcome?: string | null, outcomeReason?: string | null, target: { __typename?: 'User', id: string, username: string }, requestedBy: { __typename?: 'User', id: string, username: string }, decidedBy?: { __typename?: 'User', id: string, username: string } | null }> };

export type AdminApprovalBadgeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminApprovalBadgeQuery = { __typename?: 'Query', adminPendingApprovalCount: number };

export type DecideApprovalMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  approve: Scalars['Boolean']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type DecideApprovalMutation = { __typename?: 'Mutation', decideApproval: { __typename?: 'ApprovalRequest', id: string, kind: string, amount: string, summary: string, status: string, requestedAt: string, decidedAt?: string | null, note?: string | null, outcome?: string | null, outcomeReason?: string | null, target: { __typename?: 'User', id: string, username: string }, requestedBy: { __typename?: 'User', id: string, username: string }, decidedBy?: { __typename?: 'User', id: string, username: string } | null } };

export type AdminAuditLogQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<AuditFilter>;
}>;


export type AdminAuditLogQuery = { __typename?: 'Query', adminAuditLog: { __typename?: 'AuditPage', page: number, totalPages: number, total: number, entries: Array<{ __typename?: 'AuditEntry', id: string, action: string, targetType: string, targetId?: string | null, before?: string | null, after?: string | null, occurredAt: string, actor: { __typename?: 'User', id: string, username: string } }> } };

export type AdminAuditFacetsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAuditFacetsQuery = { __typename?: 'Query', adminAuditFacets: { __typename?: 'AuditFacets', actions: Array<string>, targetTypes: Array<string>, actors: Array<{ __typename?: 'User', id: string, username: string }> } };

export type AdminAuditChainCheckQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAuditChainCheckQuery = { __typename?: 'Query', adminAuditChainCheck: { __typename?: 'AuditChainCheck', intact: boolean, entries: number, headSeq: number, headHash: string, checkpoints: number, firstBroken?: { __typename?: 'AuditChainBreak', seq: number, entryId?: string | null, reason: string } | null } };

export type AnnouncementFieldsFragment = { __typename?: 'Announcement', id: string, title: string, content: string, createdAt: string, updatedAt: string };

export type AdminAnnouncementsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAnnouncementsQuery = { __typename?: 'Query', announcements: Array<{ __typename?: 'Announcement', id: string, title: string, content: string, createdAt: string, updatedAt: string }> };

export type CreateAnnouncementMutationVariables = Exact<{
  input: AnnouncementInput;
}>;


export type CreateAnnouncementMutation = { __typename?: 'Mutation', createAnnouncement: { __typename?: 'Announcement', id: string, title: string, content: string, createdAt: string, updatedAt: string } };

export type UpdateAnnouncementMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AnnouncementInput;
}>;


export type UpdateAnnouncementMutation = { __typename?: 'Mutation', updateAnnouncement: { __typename?: 'Announcement', id: string, title: string, content: string, createdAt: string, updatedAt: string } };

export type DeleteAnnouncementMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteAnnouncementMutation = { __typename?: 'Mutation', deleteAnnouncement: boolean };

export type FeaturedEntryFieldsFragment = { __typename?: 'FeaturedEntry', id: string, type: string, username: string, amount: string, featured: boolean, createdAt: string };

export type AdminFeaturedEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminFeaturedEntriesQuery = { __typename?: 'Query', featuredEntries: Array<{ __typename?: 'FeaturedEntry', id: string, type: string, username: string, amount: string, featured: boolean, createdAt: string }> };

export type AddFeaturedEntryMutationVariables = Exact<{
  input: FeaturedEntryInput;
}>;


export type AddFeaturedEntryMutation = { __typename?: 'Mutation', addFeaturedEntry: { __typename?: 'FeaturedEntry', id: string, type: string, username: string, amount: string, featured: boolean, createdAt: string } };

export type DeleteFeaturedEntryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteFeaturedEntryMutation = { __typename?: 'Mutation', deleteFeaturedEntry: boolean };

export type AdminMailOutboxQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMailOutboxQuery = { __typename?: 'Query', adminMailOutbox: { __typename?: 'MailOutbox', delivery: string, mails: Array<{ __typename?: 'OutboxMail', id: string, to: string, subject: string, text: string, createdAt: string }> } };

export type AdminStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStatsQuery = { __typename?: 'Query', adminUserCount: number, adminTotalUserBalance: string, adminPaymentTotals: { __typename?: 'PaymentTotals', totalDeposits: string, totalWithdrawals: string }, adminPaymentCounts: { __typename?: 'PaymentCounts', pendingDeposits: number, pendingWithdrawals: number }, adminDrawStats: { __typename?: 'DrawStats', totalPayouts: string, pendingPayouts: number, activeTickets: number, drawCount: number } };

export type AdminPaymentCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPaymentCountsQuery = { __typename?: 'Query', adminPaymentCounts: { __typename?: 'PaymentCounts', pendingDeposits: number, pendingWithdrawals: number } };

export type AdminDepositsQueryVariables = Exact<{
  status?: InputMaybe<DepositStatus>;
}>;


export type AdminDepositsQuery = { __typename?: 'Query', adminDeposits: Array<{ __typename?: 'Deposit', id: string, amount: string, paymentMethod: string, paymentMethodName: string, paymentMethodType: PaymentMethodType, screenshotUrl: string, status: DepositStatus, adminNotes?: string | null, createdAt: string, reviewedAt?: string | null, user?: { __typename?: 'User', id: string, username: string, fullName?: string | null } | null, screenshotDuplicates?: Array<{ __typename?: 'ScreenshotDuplicate', depositId: string, match: ScreenshotMatch }> | null }> };

export type ReviewDepositMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ReviewDepositInput;
}>;


export type ReviewDepositMutation = { __typename?: 'Mutation', reviewDeposit: { __typename?: 'Deposit', id: string, status: DepositStatus, adminNotes?: string | null, reviewedAt?: string | null } };

export type AdminWithdrawalsQueryVariables = Exact<{
  status?: InputMaybe<WithdrawalStatus>;
}>;


export type AdminWithdrawalsQuery = { __typename?: 'Query', adminWithdrawals: Array<{ __typename?: 'Withdrawal', pendingApproval: boolean, id: string, amount: string, paymentMethod: string, accountInfo: string, status: WithdrawalStatus, adminNotes?: string | null, createdAt: string, processedAt?: string | null, user?: { __typename?: 'User', id: string, username: string, fullName?: string | null, createdAt: string, balance: string, availableBalance: string, heldBalance: string } | null }> };

export type SetWithdrawalStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: SetWithdrawalStatusInput;
}>;


export type SetWithdrawalStatusMutation = { __typename?: 'Mutation', setWithdrawalStatus: { __typename?: 'Withdrawal', id: string, status: WithdrawalStatus, adminNotes?: string | null, processedAt?: string | null, pendingApproval: boolean } };

export type AdminPaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPaymentMethodsQuery = { __typename?: 'Query', adminPaymentMethods: Array<{ __typename?: 'PaymentMethod', id: string, name: string, type: PaymentMethodType, isActive: boolean, bankName?: string | null, accountName?: string | null, accountNumber?: string | null, cryptoType?: CryptoType | null, cryptoNetwork?: CryptoNetwork | null, cryptoAddress?: string | null, paypalEmail?: string | null, instructions?: string | null, minAmount: string, maxAmount: string, processingTime: string }> };

export type CreatePaymentMethodMutationVariables = Exact<{
  input: PaymentMethodInput;
}>;


export type CreatePaymentMethodMutation = { __typename?: 'Mutation', createPaymentMethod: { __typename?: 'PaymentMethod', id: string, name: string, type: PaymentMethodType, isActive: boolean, bankName?: string | null, accountName?: string | null, accountNumber?: string | null, cryptoType?: CryptoType | null, cryptoNetwork?: CryptoNetwork | null, cryptoAddress?: string | null, paypalEmail?: string | null, instructions?: string | null, minAmount: string, maxAmount: string, processingTime: string } };

export type UpdatePaymentMethodMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PaymentMethodUpdateInput;
}>;


export type UpdatePaymentMethodMutation = { __typename?: 'Mutation', updatePaymentMethod: { __typename?: 'PaymentMethod', id: string, name: string, type: PaymentMethodType, isActive: boolean, bankName?: string | null, accountName?: string | null, accountNumber?: string | null, cryptoType?: CryptoType | null, cryptoNetwork?: CryptoNetwork | null, cryptoAddress?: string | null, paypalEmail?: string | null, instructions?: string | null, minAmount: string, maxAmount: string, processingTime: string } };

export type DeletePaymentMethodMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePaymentMethodMutation = { __typename?: 'Mutation', deletePaymentMethod: { __typename?: 'DeletePaymentMethodResult', message: string, archived: boolean } };

export type AdminWithdrawalPlayerQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type AdminWithdrawalPlayerQuery = { __typename?: 'Query', adminDeposits: Array<{ __typename?: 'Deposit', id: string, amount: string, status: DepositStatus, createdAt: string }>, adminWithdrawals: Array<{ __typename?: 'Withdrawal', id: string, amount: string, status: WithdrawalStatus, createdAt: string }>, adminPlayerProtection: { __typename?: 'PlayerProtection', userId: string, block?: { __typename?: 'PlayBlock', kind: PlayBlockKind, endsAt: string } | null, limits: Array<{ __typename?: 'SpendingLimit', kind: SpendingLimitKind, period: SpendingLimitPeriod, limit?: string | null }> } };

export type LoginBackgroundFieldsFragment = { __typename?: 'LoginBackground', enabled: boolean, url?: string | null, width?: string | null, height?: string | null, position: string, size: string, opacity: number };

export type AdminSettingsFieldsFragment = { __typename?: 'AppSettings', appName: string, ticketPrice: string, adminProfitPercentage: number, referrerBonus: string, referredBonus: string, deductFromAdminProfit: boolean, theme: Theme, autoPayoutLimit: string, vipThreshold: string, referralsPerDay: number, bonusPlayThrough: number, minimumAge: number, fourEyesThreshold: string, baseCurrency: string, updatedAt: string, responsibleGamingText: { __typename?: 'ResponsibleGamingText', en: string, th: string, hi: string, bn: string, ar: string }, supportOrganisations: Array<{ __typename?: 'SupportOrganisation', name: string, url: string }>, displayRates: { __typename?: 'DisplayRates', USD: number, EUR: number, GBP: number, THB: number, INR: number }, loginBackground: { __typename?: 'LoginBackground', enabled: boolean, url?: string | null, width?: string | null, height?: string | null, position: string, size: string, opacity: number } };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { __typename?: 'Query', adminSettings: { __typename?: 'AppSettings', appName: string, ticketPrice: string, adminProfitPercentage: number, referrerBonus: string, referredBonus: string, deductFromAdminProfit: boolean, theme: Theme, autoPayoutLimit: string, vipThreshold: string, referralsPerDay: number, bonusPlayThrough: number, minimumAge: number, fourEyesThreshold: string, baseCurrency: string, updatedAt: string, responsibleGamingText: { __typename?: 'ResponsibleGamingText', en: string, th: string, hi: string, bn: string, ar: string }, supportOrganisations: Array<{ __typename?: 'SupportOrganisation', name: string, url: string }>, displayRates: { __typename?: 'DisplayRates', USD: number, EUR: number, GBP: number, THB: number, INR: number }, loginBackground: { __typename?: 'LoginBackground', enabled: boolean, url?: string | null, width?: string | null, height?: string | null, position: string, size: string, opacity: number } } };

export type UpdateSettingsMutationVariables = Exact<{
  input: UpdateSettingsInput;
}>;


export type UpdateSettingsMutation = { __typename?: 'Mutation', updateSettings: { __typename?: 'AppSettings', appName: string, ticketPrice: string, adminProfitPercentage: number, referrerBonus: string, referredBonus: string, deductFromAdminProfit: boolean, theme: Theme, autoPayoutLimit: string, vipThreshold: string, referralsPerDay: number, bonusPlayThrough: number, minimumAge: number, fourEyesThreshold: string, baseCurrency: string, updatedAt: string, responsibleGamingText: { __typename?: 'ResponsibleGamingText', en: string, th: string, hi: string, bn: string, ar: string }, supportOrganisations: Array<{ __typename?: 'SupportOrganisation', name: string, url: string }>, displayRates: { __typename?: 'DisplayRates', USD: number, EUR: number, GBP: number, THB: number, INR: number }, loginBackground: { __typename?: 'LoginBackground', enabled: boolean, url?: string | null, width?: string | null, height?: string | null, position: string, size: string, opacity: number } } };

export type ResetSettingsMutationVariables = Exact<{ [key: string]: never; }>;


export type ResetSettingsMutation = { __typename?: 'Mutation', resetSettings: { __typename?: 'AppSettings', appName: string, ticketPrice: string, adminProfitPercentage: number, referrerBonus: string, referredBonus: string, deductFromAdminProfit: boolean, theme: Theme, autoPayoutLimit: string, vipThreshold: string, referralsPerDay: number, bonusPlayThrough: number, minimumAge: number, fourEyesThreshold: string, baseCurrency: string, updatedAt: string, responsibleGamingText: { __typename?: 'ResponsibleGamingText', en: string, th: string, hi: string, bn: string, ar: string }, supportOrganisations: Array<{ __typename?: 'SupportOrganisation', name: string, url: string }>, displayRates: { __typename?: 'DisplayRates', USD: number, EUR: number, GBP: number, THB: number, INR: number }, loginBackground: { __typename?: 'LoginBackground', enabled: boolean, url?: string | null, width?: string | null, height?: string | null, position: string, size: string, opacity: number } } };

export type UpdateLoginBackgroundMutationVariables = Exact<{
  input: LoginBackgroundInput;
}>;


export type UpdateLoginBackgroundMutation = { __typename?: 'Mutation', updateLoginBackground: { __typename?: 'LoginBackground', enabled: boolean, url?: string | null, width?: string | null, height?: string | null, position: string, size: string, opacity: number } };

export type AdminSupportInboxQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSupportInboxQuery = { __typename?: 'Query', adminSupportInbox: { __typename?: 'SupportInbox', unreadThreads: number, threads: Array<{ __typename?: 'SupportThread', id: string, subject: string, status: string, unreadForAdmin: number, unreadForPlayer: number, createdAt: string, updatedAt: string, user: { __typename?: 'User', id: string, username: string, email?: string | null }, messages: Array<{ __typename?: 'SupportMessage', id: string, author: string, body: string, createdAt: string }> }> } };

export type AdminReplySupportThreadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  message: Scalars['String']['input'];
}>;


export type AdminReplySupportThreadMutation = { __typename?: 'Mutation', adminReplySupportThread: { __typename?: 'SupportThread', id: string, subject: string, status: string, unreadForAdmin: number, unreadForPlayer: number, createdAt: string, updatedAt: string, messages: Array<{ __typename?: 'SupportMessage', id: string, author: string, body: string, createdAt: string }> } };

export type TelegramSettingsFieldsFragment = { __typename?: 'TelegramSettings', botTokenMasked?: string | null, hasBotToken: boolean, enabled: boolean, staffChatIds: Array<string>, notificationTypes: Array<string> };

export type TelegramSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type TelegramSettingsQuery = { __typename?: 'Query', telegramSettings: { __typename?: 'TelegramSettings', botTokenMasked?: string | null, hasBotToken: boolean, enabled: boolean, staffChatIds: Array<string>, notificationTypes: Array<string> } };

export type UpdateTelegramSettingsMutationVariables = Exact<{
  input: TelegramSettingsInput;
}>;


export type UpdateTelegramSettingsMutation = { __typename?: 'Mutation', updateTelegramSettings: { __typename?: 'TelegramSettings', botTokenMasked?: string | null, hasBotToken: boolean, enabled: boolean, staffChatIds: Array<string>, notificationTypes: Array<string> } };

export type SendTelegramTestMutationVariables = Exact<{
  message: Scalars['String']['input'];
}>;


export type SendTelegramTestMutation = { __typename?: 'Mutation', sendTelegramTest: number };

export type AdminUserFieldsFragment = { __typename?: 'User', id: string, username: string, email?: string | null, fullName?: string | null, status: UserStatus, isAdmin: boolean, adminRole?: AdminRole | null, level: number, balance: string, availableBalance: string, createdAt: string };

export type AdminUsersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminUsersQuery = { __typename?: 'Query', adminUsers: { __typename?: 'AdminUserPage', page: number, totalPages: number, total: number, users: Array<{ __typename?: 'User', id: string, username: string, email?: string | null, fullName?: string | null, status: UserStatus, isAdmin: boolean, adminRole?: AdminRole | null, level: number, balance: string, availableBalance: string, createdAt: string }> } };

export type AdminUpdateUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AdminUpdateUserInput;
}>;


export type AdminUpdateUserMutation = { __typename?: 'Mutation', adminUpdateUser: { __typename?: 'AdminUserResult', message: string, pendingApproval: boolean, user: { __typename?: 'User', id: string, username: string, email?: string | null, fullName?: string | null, status: UserStatus, isAdmin: boolean, adminRole?: AdminRole | null, level: number, balance: string, availableBalance: string, createdAt: string } } };

export type AdminDeleteUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeleteUserMutation = { __typename?: 'Mutation', adminDeleteUser: string };

export type AdminSetUserPasswordMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type AdminSetUserPasswordMutation = { __typename?: 'Mutation', adminSetUserPassword: boolean };

export type AdminPlayerStatementQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  page: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
}>;


export type AdminPlayerStatementQuery = { __typename?: 'Query', adminPlayerStatement: { __typename?: 'Statement', total: number, page: number, pageSize: number, lines: Array<{ __typename?: 'StatementLine', id: string, createdAt: string, type: StatementType, operation: string, memo?: string | null, change: string, balanceAfter: string }>, totals: { __typename?: 'StatementTotals', deposited: string, withdrawn: string, spent: string, won: string, bonus: string, net: string } } };

export type AuthPageSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthPageSettingsQuery = { __typename?: 'Query', publicSettings: { __typename?: 'PublicSettings', adminProfitPercentage: number, minimumAge: number, loginBackground: { __typename?: 'LoginBackground', enabled: boolean, url?: string | null, width?: string | null, height?: string | null, position: string, size: string, opacity: number } } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type ConfirmEmailLinkMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ConfirmEmailLinkMutation = { __typename?: 'Mutation', confirmEmail: { __typename?: 'User', id: string, email?: string | null, emailVerified: boolean, pendingEmail?: string | null } };

export type DashboardAnnouncementsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardAnnouncementsQuery = { __typename?: 'Query', announcements: Array<{ __typename?: 'Announcement', id: string, title: string, content: string, updatedAt: string }> };

export type HelpFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type HelpFiguresQuery = { __typename?: 'Query', publicSettings: { __typename?: 'PublicSettings', appName: string, ticketPrice: string, adminProfitPercentage: number, autoPayoutLimit: string, referrerBonus: string, referredBonus: string }, paymentMethods: Array<{ __typename?: 'PaymentMethod', id: string, minAmount: string }> };

export type ResponsibleGamingQueryVariables = Exact<{ [key: string]: never; }>;


export type ResponsibleGamingQuery = { __typename?: 'Query', publicSettings: { __typename?: 'PublicSettings', appName: string, minimumAge: number, responsibleGamingText: { __typename?: 'ResponsibleGamingText', en: string, th: string, hi: string, bn: string, ar: string }, supportOrganisations: Array<{ __typename?: 'SupportOrganisation', name: string, url: string }> } };

export type CountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CountriesQuery = { __typename?: 'Query', countries: Array<{ __typename?: 'Country', code: string, currency: string }> };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', paymentMethods: string, id: string, username: string, email?: string | null, fullName?: string | null, firstName?: string | null, country: string, phone?: string | null, language?: string | null, currency: string, level: number, status: UserStatus, isAdmin: boolean, adminRole?: AdminRole | null, referralCode: string, createdAt: string, balance: string, availableBalance: string, heldBalance: string, withdrawableBalance: string, bonusBalance: string, bonusPlayThroughLeft: string, ageStatus: AgeStatus, emailVerified: boolean, twoFactorEnabled: boolean } };

export type MySavedMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySavedMethodsQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, paymentMethods: string } | null };

export type DrawVerificationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DrawVerificationQuery = { __typename?: 'Query', drawVerification?: { __typename?: 'DrawVerification', drawId: string, drawName: string, status: DrawStatus, seedCommitment: string, seed?: string | null, ticketListHash?: string | null, ticketNumbers: Array<string>, beacon?: string | null, beaconRound?: number | null, beaconSignature?: string | null, beaconFallback?: string | null, winnerCount: number, winners: Array<{ __typename?: 'DrawWinner', rank: number, ticketNumber: string, prizeAmount: string, player: { __typename?: 'Player', id: string, username: string } }> } | null, draw?: { __typename?: 'Draw', id: string, auditCheckpoint?: { __typename?: 'AuditCheckpoint', seq: number, headHash: string } | null } | null };

export type CompletedDrawsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompletedDrawsQuery = { __typename?: 'Query', completedDraws: Array<{ __typename?: 'Draw', id: string, name: string, period: DrawPeriod, completedAt?: string | null, ticketsSold: number, prizePool: string }> };

export type VerifiedWinnersQueryVariables = Exact<{
  period?: InputMaybe<LeaderboardPeriod>;
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type VerifiedWinnersQuery = { __typename?: 'Query', leaderboard: Array<{ __typename?: 'LeaderboardEntry', id: string, amount: string, rank: number, ticketNumber: string, drawId: string, drawName: string, drawPeriod: DrawPeriod, date: string, player: { __typename?: 'Player', id: string, username: string } }>, leaderboardSummary: { __typename?: 'LeaderboardSummary', totalPaidOut: string, totalWinners: number, biggestWin: string, averageWin: string } };

export type TopPlayersQueryVariables = Exact<{
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TopPlayersQuery = { __typename?: 'Query', topPlayers: Array<{ __typename?: 'TopPlayer', totalWinnings: string, winCount: number, biggestWin: string, player: { __typename?: 'Player', id: string, username: string } }> };

export type FeaturedEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type FeaturedEntriesQuery = { __typename?: 'Query', featuredEntries: Array<{ __typename?: 'FeaturedEntry', id: string, type: string, username: string, amount: string }> };

export type PaymentMethodFieldsFragment = { __typename?: 'PaymentMethod', id: string, name: string, type: PaymentMethodType, isActive: boolean, bankName?: string | null, accountName?: string | null, accountNumber?: string | null, cryptoType?: CryptoType | null, cryptoNetwork?: CryptoNetwork | null, cryptoAddress?: string | null, paypalEmail?: string | null, instructions?: string | null, minAmount: string, maxAmount: string, processingTime: string };

export type PaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentMethodsQuery = { __typename?: 'Query', paymentMethods: Array<{ __typename?: 'PaymentMethod', id: string, name: string, type: PaymentMethodType, isActive: boolean, bankName?: string | null, accountName?: string | null, accountNumber?: string | null, cryptoType?: CryptoType | null, cryptoNetwork?: CryptoNetwork | null, cryptoAddress?: string | null, paypalEmail?: string | null, instructions?: string | null, minAmount: string, maxAmount: string, processingTime: string }> };

export type DepositFieldsFragment = { __typename?: 'Deposit', id: string, amount: string, paymentMethod: string, paymentMethodName: string, paymentMethodType: PaymentMethodType, screenshotUrl: string, status: DepositStatus, adminNotes?: string | null, createdAt: string, reviewedAt?: string | null };

export type MyDepositsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDepositsQuery = { __typename?: 'Query', myDeposits: Array<{ __typename?: 'Deposit', id: string, amount: string, paymentMethod: string, paymentMethodName: string, paymentMethodType: PaymentMethodType, screenshotUrl: string, status: DepositStatus, adminNotes?: string | null, createdAt: string, reviewedAt?: string | null }> };

export type WithdrawalFieldsFragment = { __typename?: 'Withdrawal', id: string, amount: string, paymentMethod: string, accountInfo: string, status: WithdrawalStatus, adminNotes?: string | null, createdAt: string, processedAt?: string | null };

export type MyWithdrawalsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWithdrawalsQuery = { __typename?: 'Query', myWithdrawals: Array<{ __typename?: 'Withdrawal', id: string, amount: string, paymentMethod: string, accountInfo: string, status: WithdrawalStatus, adminNotes?: string | null, createdAt: string, processedAt?: string | null }> };

export type CreateWithdrawalMutationVariables = Exact<{
  input: CreateWithdrawalInput;
}>;


export type CreateWithdrawalMutation = { __typename?: 'Mutation', createWithdrawal: { __typename?: 'Withdrawal', id: string, amount: string, paymentMethod: string, accountInfo: string, status: WithdrawalStatus, adminNotes?: string | null, createdAt: string, processedAt?: string | null } };

export type MyLevelProgressQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLevelProgressQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, level: number, levelProgress: { __typename?: 'LevelProgress', level: number, approvedDepositCount: number, approvedDepositsTotal: string, vipThreshold: string } } | null };

export type MyReferralsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReferralsQuery = { __typename?: 'Query', myReferrals: { __typename?: 'ReferralSummary', totalEarnings: string, level: number, currency: string, referralCode: string, referrerBonus: string, referredBonus: string, referrals: Array<{ __typename?: 'Referral', id: string, username: string, createdAt: string, bonusAmount: string }> } };

export type MyPayoutsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPayoutsQuery = { __typename?: 'Query', myPayouts: Array<{ __typename?: 'Payout', id: string, amount: string, status: PayoutStatus, rank: number, ticketNumber: string, drawName: string, adminNotes?: string | null, createdAt: string, processedAt?: string | null }> };

export type MoneyWatchQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneyWatchQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, level: number, balance: string, availableBalance: string, heldBalance: string, withdrawableBalance: string, bonusBalance: string, bonusPlayThroughLeft: string } | null, myDeposits: Array<{ __typename?: 'Deposit', id: string, amount: string, paymentMethod: string, paymentMethodName: string, paymentMethodType: PaymentMethodType, screenshotUrl: string, status: DepositStatus, adminNotes?: string | null, createdAt: string, reviewedAt?: string | null }>, myWithdrawals: Array<{ __typename?: 'Withdrawal', id: string, amount: string, paymentMethod: string, accountInfo: string, status: WithdrawalStatus, adminNotes?: string | null, createdAt: string, processedAt?: string | null }> };

export type ProtectionFieldsFragment = { __typename?: 'PlayerProtection', userId: string, limits: Array<{ __typename?: 'SpendingLimit', kind: SpendingLimitKind, period: SpendingLimitPeriod, limit?: string | null, used: string, remaining?: string | null, pendingLimit?: string | null, pendingRemoval: boolean, confirmableAt?: string | null }>, block?: { __typename?: 'PlayBlock', kind: PlayBlockKind, duration: string, startsAt: string, endsAt: string, canEnd: boolean } | null };

export type MyProtectionQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProtectionQuery = { __typename?: 'Query', myProtection: { __typename?: 'PlayerProtection', userId: string, limits: Array<{ __typename?: 'SpendingLimit', kind: SpendingLimitKind, period: SpendingLimitPeriod, limit?: string | null, used: string, remaining?: string | null, pendingLimit?: string | null, pendingRemoval: boolean, confirmableAt?: string | null }>, block?: { __typename?: 'PlayBlock', kind: PlayBlockKind, duration: string, startsAt: string, endsAt: string, canEnd: boolean } | null } };

export type SetSpendingLimitMutationVariables = Exact<{
  kind: SpendingLimitKind;
  period: SpendingLimitPeriod;
  amount?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetSpendingLimitMutation = { __typename?: 'Mutation', setSpendingLimit: { __typename?: 'PlayerProtection', userId: string, limits: Array<{ __typename?: 'SpendingLimit', kind: SpendingLimitKind, period: SpendingLimitPeriod, limit?: string | null, used: string, remaining?: string | null, pendingLimit?: string | null, pendingRemoval: boolean, confirmableAt?: string | null }>, block?: { __typename?: 'PlayBlock', kind: PlayBlockKind, duration: string, startsAt: string, endsAt: string, canEnd: boolean } | null } };

export type ConfirmLimitChangeMutationVariables = Exact<{
  kind: SpendingLimitKind;
  period: SpendingLimitPeriod;
}>;


export type ConfirmLimitChangeMutation = { __typename?: 'Mutation', confirmLimitChange: { __typename?: 'PlayerProtection', userId: string, limits: Array<{ __typename?: 'SpendingLimit', kind: SpendingLimitKind, period: SpendingLimitPeriod, limit?: string | null, used: string, remaining?: string | null, pendingLimit?: string | null, pendingRemoval: boolean, confirmableAt?: string | null }>, block?: { __typename?: 'PlayBlock', kind: PlayBlockKind, duration: string, startsAt: string, endsAt: string, canEnd: boolean } | null } };

export type TakeTimeOutMutationVariables = Exact<{
  duration: TimeOutDuration;
}>;


export type TakeTimeOutMutation = { __typename?: 'Mutation', takeTimeOut: { __typename?: 'PlayerProtection', userId: string, limits: Array<{ __typename?: 'SpendingLimit', kind: SpendingLimitKind, period: SpendingLimitPeriod, limit?: string | null, used: string, remaining?: string | null, pendingLimit?: string | null, pendingRemoval: boolean, confirmableAt?: string | null }>, block?: { __typename?: 'PlayBlock', kind: PlayBlockKind, duration: string, startsAt: string, endsAt: string, canEnd: boolean } | null } };

export type SelfExcludeMutationVariables = Exact<{
  duration: SelfExclusionDuration;
}>;


export type SelfExcludeMutation = { __typename?: 'Mutation', selfExclude: { __typename?: 'PlayerProtection', userId: string, limits: Array<{ __typename?: 'SpendingLimit', kind: SpendingLimitKind, period: SpendingLimitPeriod, limit?: string | null, used: string, remaining?: string | null, pendingLimit?: string | null, pendingRemoval: boolean, confirmableAt?: string | null }>, block?: { __typename?: 'PlayBlock', kind: PlayBlockKind, duration: string, startsAt: string, endsAt: string, canEnd: boolean } | null } };

export type EndSelfExclusionMutationVariables = Exact<{ [key: string]: never; }>;


export type EndSelfExclusionMutation = { __typename?: 'Mutation', endSelfExclusion: { __typename?: 'PlayerProtection', userId: string, limits: Array<{ __typename?: 'SpendingLimit', kind: SpendingLimitKind, period: SpendingLimitPeriod, limit?: string | null, used: string, remaining?: string | null, pendingLimit?: string | null, pendingRemoval: boolean, confirmableAt?: string | null }>, block?: { __typename?: 'PlayBlock', kind: PlayBlockKind, duration: string, startsAt: string, endsAt: string, canEnd: boolean } | null } };

export type AdminPlayerProtectionQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type AdminPlayerProtectionQuery = { __typename?: 'Query', adminPlayerProtection: { __typename?: 'PlayerProtection', userId: string, changes: Array<{ __typename?: 'ProtectionChange', id: string, action: string, before?: string | null, after?: string | null, createdAt: string }>, limits: Array<{ __typename?: 'SpendingLimit', kind: SpendingLimitKind, period: SpendingLimitPeriod, limit?: string | null, used: string, remaining?: string | null, pendingLimit?: string | null, pendingRemoval: boolean, confirmableAt?: string | null }>, block?: { __typename?: 'PlayBlock', kind: PlayBlockKind, duration: string, startsAt: string, endsAt: string, canEnd: boolean } | null } };

export type MyStatementQueryVariables = Exact<{
  filter?: InputMaybe<StatementFilter>;
  page: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
}>;


export type MyStatementQuery = { __typename?: 'Query', myStatement: { __typename?: 'Statement', total: number, page: number, pageSize: number, lines: Array<{ __typename?: 'StatementLine', id: string, createdAt: string, type: StatementType, operation: string, memo?: string | null, amount: string, change: string, balanceAfter: string, heldAfter: string }>, totals: { __typename?: 'StatementTotals', deposited: string, withdrawn: string, spent: string, won: string, bonus: string, net: string } } };

export type MyStatementCsvQueryVariables = Exact<{
  filter?: InputMaybe<StatementFilter>;
}>;


export type MyStatementCsvQuery = { __typename?: 'Query', myStatementCsv: string };

export type SubscriptionFieldsFragment = { __typename?: 'DrawSubscription', id: string, drawName: string, period: DrawPeriod, ticketsPerDraw: number, drawLimit?: number | null, drawsBought: number, minPrizePool?: string | null, status: SubscriptionStatus, createdAt: string, endedAt?: string | null, nextDraw?: { __typename?: 'Draw', id: string, name: string, drawDate: string, prizePool: string, status: DrawStatus } | null };

export type PlayerSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlayerSubscriptionsQuery = { __typename?: 'Query', mySubscriptions: Array<{ __typename?: 'DrawSubscription', id: string, drawName: string, period: DrawPeriod, ticketsPerDraw: number, drawLimit?: number | null, drawsBought: number, minPrizePool?: string | null, status: SubscriptionStatus, createdAt: string, endedAt?: string | null, nextDraw?: { __typename?: 'Draw', id: string, name: string, drawDate: string, prizePool: string, status: DrawStatus } | null }> };

export type PlayerSubscriptionHistoryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PlayerSubscriptionHistoryQuery = { __typename?: 'Query', subscriptionHistory: Array<{ __typename?: 'SubscriptionDraw', drawId: string, drawName: string, drawDate: string, status: SubscriptionDrawStatus, reason?: string | null, purchaseId?: string | null, decidedAt?: string | null }> };

export type CreateSubscriptionMutationVariables = Exact<{
  input: SubscribeInput;
}>;


export type CreateSubscriptionMutation = { __typename?: 'Mutation', subscribe: { __typename?: 'DrawSubscription', id: string, drawName: string, period: DrawPeriod, ticketsPerDraw: number, drawLimit?: number | null, drawsBought: number, minPrizePool?: string | null, status: SubscriptionStatus, createdAt: string, endedAt?: string | null, nextDraw?: { __typename?: 'Draw', id: string, name: string, drawDate: string, prizePool: string, status: DrawStatus } | null } };

export type PausePlayerSubscriptionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PausePlayerSubscriptionMutation = { __typename?: 'Mutation', pauseSubscription: { __typename?: 'DrawSubscription', id: string, drawName: string, period: DrawPeriod, ticketsPerDraw: number, drawLimit?: number | null, drawsBought: number, minPrizePool?: string | null, status: SubscriptionStatus, createdAt: string, endedAt?: string | null, nextDraw?: { __typename?: 'Draw', id: string, name: string, drawDate: string, prizePool: string, status: DrawStatus } | null } };

export type ResumePlayerSubscriptionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResumePlayerSubscriptionMutation = { __typename?: 'Mutation', resumeSubscription: { __typename?: 'DrawSubscription', id: string, drawName: string, period: DrawPeriod, ticketsPerDraw: number, drawLimit?: number | null, drawsBought: number, minPrizePool?: string | null, status: SubscriptionStatus, createdAt: string, endedAt?: string | null, nextDraw?: { __typename?: 'Draw', id: string, name: string, drawDate: string, prizePool: string, status: DrawStatus } | null } };

export type CancelPlayerSubscriptionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelPlayerSubscriptionMutation = { __typename?: 'Mutation', cancelSubscription: { __typename?: 'DrawSubscription', id: string, drawName: string, period: DrawPeriod, ticketsPerDraw: number, drawLimit?: number | null, drawsBought: number, minPrizePool?: string | null, status: SubscriptionStatus, createdAt: string, endedAt?: string | null, nextDraw?: { __typename?: 'Draw', id: string, name: string, drawDate: string, prizePool: string, status: DrawStatus } | null } };

export type SupportThreadFieldsFragment = { __typename?: 'SupportThread', id: string, subject: string, status: string, unreadForAdmin: number, unreadForPlayer: number, createdAt: string, updatedAt: string, messages: Array<{ __typename?: 'SupportMessage', id: string, author: string, body: string, createdAt: string }> };

export type MySupportThreadsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySupportThreadsQuery = { __typename?: 'Query', mySupportThreads: Array<{ __typename?: 'SupportThread', id: string, subject: string, status: string, unreadForAdmin: number, unreadForPlayer: number, createdAt: string, updatedAt: string, messages: Array<{ __typename?: 'SupportMessage', id: string, author: string, body: string, createdAt: string }> }> };

export type CreateSupportThreadMutationVariables = Exact<{
  input: CreateSupportThreadInput;
}>;


export type CreateSupportThreadMutation = { __typename?: 'Mutation', createSupportThread: { __typename?: 'SupportThread', id: string, subject: string, status: string, unreadForAdmin: number, unreadForPlayer: number, createdAt: string, updatedAt: string, messages: Array<{ __typename?: 'SupportMessage', id: string, author: string, body: string, createdAt: string }> } };

export type ReplySupportThreadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  message: Scalars['String']['input'];
}>;


export type ReplySupportThreadMutation = { __typename?: 'Mutation', replySupportThread: { __typename?: 'SupportThread', id: string, subject: string, status: string, unreadForAdmin: number, unreadForPlayer: number, createdAt: string, updatedAt: string, messages: Array<{ __typename?: 'SupportMessage', id: string, author: string, body: string, createdAt: string }> } };

export type MarkSupportThreadReadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MarkSupportThreadReadMutation = { __typename?: 'Mutation', markSupportThreadRead: { __typename?: 'SupportThread', id: string, unreadForAdmin: number, unreadForPlayer: number } };

export type AppDefaultThemeQueryVariables = Exact<{ [key: string]: never; }>;


export type AppDefaultThemeQuery = { __typename?: 'Query', publicSettings: { __typename?: 'PublicSettings', theme: Theme } };

export type PublicResultsQueryVariables = Exact<{
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PublicResultsQuery = { __typename?: 'Query', publicResults: { __typename?: 'DrawPage', totalCount: number, page: number, totalPages: number, draws: Array<{ __typename?: 'Draw', id: string, name: string, period: DrawPeriod, drawDate: string, completedAt?: string | null, ticketsSold: number, prizePool: string, archived: boolean, seedCommitment: string, seed?: string | null, ticketListHash?: string | null, merkleRoot?: string | null, beacon?: string | null, winners: Array<{ __typename?: 'DrawWinner', rank: number, ticketNumber: string, prizeAmount: string, player: { __typename?: 'Player', id: string, username: string } }> }> } };

export type PublicResultQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PublicResultQuery = { __typename?: 'Query', publicResult?: { __typename?: 'Draw', id: string, name: string, period: DrawPeriod, drawDate: string, completedAt?: string | null, ticketPrice: string, ticketsSold: number, prizePool: string, archived: boolean, seedCommitment: string, seed?: string | null, ticketListHash?: string | null, merkleRoot?: string | null, beacon?: string | null, beaconRound?: number | null, beaconSignature?: string | null, beaconFallback?: string | null, winners: Array<{ __typename?: 'DrawWinner', rank: number, ticketNumber: string, prizeAmount: string, player: { __typename?: 'Player', id: string, username: string } }> } | null, drawVerification?: { __typename?: 'DrawVerification', drawId: string, ticketNumbers: Array<string>, winnerCount: number } | null };

export type ReceiptKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ReceiptKeysQuery = { __typename?: 'Query', receiptKeys: Array<{ __typename?: 'ReceiptKey', keyId: string, algorithm: string, publicKey: string, validFrom: string, validUntil?: string | null }> };

export type MyReceiptQueryVariables = Exact<{
  purchaseId: Scalars['ID']['input'];
}>;


export type MyReceiptQuery = { __typename?: 'Query', myReceipt: { __typename?: 'SignedReceipt', purchaseId: string, document: string } };

export type TicketInclusionProofQueryVariables = Exact<{
  drawId: Scalars['ID']['input'];
  ticketNumber: Scalars['String']['input'];
}>;


export type TicketInclusionProofQuery = { __typename?: 'Query', ticketInclusionProof?: { __typename?: 'InclusionProof', ticketNumber: string, leafIndex: number, treeSize: number, path: Array<string>, merkleRoot: string } | null };

export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"adminRole"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPlayThroughLeft"}},{"kind":"Field","name":{"kind":"Name","value":"ageStatus"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const DrawCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"maxTickets"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSold"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"firstPrize"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myTicketCount"}}]}}]} as unknown as DocumentNode<DrawCardFieldsFragment, unknown>;
export const TicketFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"drawId"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"drawPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"drawTicketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"prizeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"draw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstPrize"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}}]}}]}}]} as unknown as DocumentNode<TicketFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const AdminDrawFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDrawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"maxTickets"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSold"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"beaconRound"}},{"kind":"Field","name":{"kind":"Name","value":"beaconWaitReason"}}]}}]} as unknown as DocumentNode<AdminDrawFieldsFragment, unknown>;
export const ApprovalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<ApprovalFieldsFragment, unknown>;
export const AnnouncementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AnnouncementFieldsFragment, unknown>;
export const FeaturedEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeaturedEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeaturedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FeaturedEntryFieldsFragment, unknown>;
export const LoginBackgroundFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginBackgroundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginBackground"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}}]}}]} as unknown as DocumentNode<LoginBackgroundFieldsFragment, unknown>;
export const AdminSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"adminProfitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"referrerBonus"}},{"kind":"Field","name":{"kind":"Name","value":"referredBonus"}},{"kind":"Field","name":{"kind":"Name","value":"deductFromAdminProfit"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"autoPayoutLimit"}},{"kind":"Field","name":{"kind":"Name","value":"vipThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"referralsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPlayThrough"}},{"kind":"Field","name":{"kind":"Name","value":"minimumAge"}},{"kind":"Field","name":{"kind":"Name","value":"fourEyesThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"responsibleGamingText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"th"}},{"kind":"Field","name":{"kind":"Name","value":"hi"}},{"kind":"Field","name":{"kind":"Name","value":"bn"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportOrganisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"displayRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"USD"}},{"kind":"Field","name":{"kind":"Name","value":"EUR"}},{"kind":"Field","name":{"kind":"Name","value":"GBP"}},{"kind":"Field","name":{"kind":"Name","value":"THB"}},{"kind":"Field","name":{"kind":"Name","value":"INR"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loginBackground"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginBackgroundFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginBackgroundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginBackground"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}}]}}]} as unknown as DocumentNode<AdminSettingsFieldsFragment, unknown>;
export const TelegramSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TelegramSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TelegramSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botTokenMasked"}},{"kind":"Field","name":{"kind":"Name","value":"hasBotToken"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"staffChatIds"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTypes"}}]}}]} as unknown as DocumentNode<TelegramSettingsFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"adminRole"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const PaymentMethodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoType"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoAddress"}},{"kind":"Field","name":{"kind":"Name","value":"paypalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"processingTime"}}]}}]} as unknown as DocumentNode<PaymentMethodFieldsFragment, unknown>;
export const DepositFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepositFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deposit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]} as unknown as DocumentNode<DepositFieldsFragment, unknown>;
export const WithdrawalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"accountInfo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode<WithdrawalFieldsFragment, unknown>;
export const ProtectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProtectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerProtection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"pendingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"confirmableAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEnd"}}]}}]}}]} as unknown as DocumentNode<ProtectionFieldsFragment, unknown>;
export const SubscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsPerDraw"}},{"kind":"Field","name":{"kind":"Name","value":"drawLimit"}},{"kind":"Field","name":{"kind":"Name","value":"drawsBought"}},{"kind":"Field","name":{"kind":"Name","value":"minPrizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextDraw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubscriptionFieldsFragment, unknown>;
export const SupportThreadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportThreadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForPlayer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SupportThreadFieldsFragment, unknown>;
export const MyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<MyEmailQuery, MyEmailQueryVariables>;
export const RequestEmailConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestEmailConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<RequestEmailConfirmationMutation, RequestEmailConfirmationMutationVariables>;
export const ConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const MyTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<MyTwoFactorQuery, MyTwoFactorQueryVariables>;
export const StartTwoFactorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}}]}}]}}]} as unknown as DocumentNode<StartTwoFactorEnrolmentMutation, StartTwoFactorEnrolmentMutationVariables>;
export const ConfirmTwoFactorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTwoFactorEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<ConfirmTwoFactorEnrolmentMutation, ConfirmTwoFactorEnrolmentMutationVariables>;
export const RenewRecoveryCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewRecoveryCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewRecoveryCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<RenewRecoveryCodesMutation, RenewRecoveryCodesMutationVariables>;
export const DisableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisableTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endOtherSessions"}}]}}]} as unknown as DocumentNode<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<UpdateLanguageMutation, UpdateLanguageMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"adminRole"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPlayThroughLeft"}},{"kind":"Field","name":{"kind":"Name","value":"ageStatus"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"adminRole"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPlayThroughLeft"}},{"kind":"Field","name":{"kind":"Name","value":"ageStatus"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"adminRole"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPlayThroughLeft"}},{"kind":"Field","name":{"kind":"Name","value":"ageStatus"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ConfirmDateOfBirthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmDateOfBirth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateOfBirth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmDateOfBirth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dateOfBirth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateOfBirth"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"adminRole"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPlayThroughLeft"}},{"kind":"Field","name":{"kind":"Name","value":"ageStatus"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<ConfirmDateOfBirthMutation, ConfirmDateOfBirthMutationVariables>;
export const DisplayRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisplayRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"displayRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"USD"}},{"kind":"Field","name":{"kind":"Name","value":"EUR"}},{"kind":"Field","name":{"kind":"Name","value":"GBP"}},{"kind":"Field","name":{"kind":"Name","value":"THB"}},{"kind":"Field","name":{"kind":"Name","value":"INR"}}]}}]}}]}}]} as unknown as DocumentNode<DisplayRatesQuery, DisplayRatesQueryVariables>;
export const DrawOddsSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DrawOddsSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProfitPercentage"}}]}}]}}]} as unknown as DocumentNode<DrawOddsSettingsQuery, DrawOddsSettingsQueryVariables>;
export const CurrentDrawsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentDraws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentDraws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketsInCurrentDraws"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"maxTickets"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSold"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"firstPrize"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myTicketCount"}}]}}]} as unknown as DocumentNode<CurrentDrawsQuery, CurrentDrawsQueryVariables>;
export const MyTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TicketFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TicketFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ticket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"drawId"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"drawPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"drawTicketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"prizeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"draw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstPrize"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}}]}}]}}]} as unknown as DocumentNode<MyTicketsQuery, MyTicketsQueryVariables>;
export const MyTicketStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTicketStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTicketStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"lost"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalWinnings"}}]}}]}}]} as unknown as DocumentNode<MyTicketStatsQuery, MyTicketStatsQueryVariables>;
export const RecentWinnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentWinners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentWinners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<RecentWinnersQuery, RecentWinnersQueryVariables>;
export const BuyTicketsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuyTicketsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discountAmount"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"draw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"maxTickets"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSold"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"firstPrize"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"myTicketCount"}}]}}]} as unknown as DocumentNode<BuyTicketsMutation, BuyTicketsMutationVariables>;
export const PushDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webPushPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"myPushDevices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}}]}}]}}]} as unknown as DocumentNode<PushDevicesQuery, PushDevicesQueryVariables>;
export const SaveBrowserPushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBrowserPushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}}]}}]}}]} as unknown as DocumentNode<SaveBrowserPushSubscriptionMutation, SaveBrowserPushSubscriptionMutationVariables>;
export const RemoveBrowserPushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBrowserPushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}]}]}}]} as unknown as DocumentNode<RemoveBrowserPushSubscriptionMutation, RemoveBrowserPushSubscriptionMutationVariables>;
export const TelegramLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TelegramLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTelegramLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"botUsername"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]}}]} as unknown as DocumentNode<TelegramLinkQuery, TelegramLinkQueryVariables>;
export const CreateTelegramCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTelegramCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTelegramLinkCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"botUsername"}},{"kind":"Field","name":{"kind":"Name","value":"botUrl"}}]}}]}}]} as unknown as DocumentNode<CreateTelegramCodeMutation, CreateTelegramCodeMutationVariables>;
export const DisconnectTelegramChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisconnectTelegramChat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectTelegram"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"botUsername"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]}}]} as unknown as DocumentNode<DisconnectTelegramChatMutation, DisconnectTelegramChatMutationVariables>;
export const MyNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<MyNotificationsQuery, MyNotificationsQueryVariables>;
export const UnreadNotificationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"all"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}}]}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MyNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyNotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<MyNotificationPreferencesQuery, MyNotificationPreferencesQueryVariables>;
export const UpdateNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preferences"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferenceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"preferences"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preferences"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>;
export const AdminSupportBadgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSupportBadge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSupportInbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadThreads"}}]}}]}}]} as unknown as DocumentNode<AdminSupportBadgeQuery, AdminSupportBadgeQueryVariables>;
export const AdminDrawsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDraws"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDraws"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDrawFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDrawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"maxTickets"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSold"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"beaconRound"}},{"kind":"Field","name":{"kind":"Name","value":"beaconWaitReason"}}]}}]} as unknown as DocumentNode<AdminDrawsQuery, AdminDrawsQueryVariables>;
export const CreateDrawDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDrawInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDrawFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDrawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"maxTickets"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSold"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"beaconRound"}},{"kind":"Field","name":{"kind":"Name","value":"beaconWaitReason"}}]}}]} as unknown as DocumentNode<CreateDrawMutation, CreateDrawMutationVariables>;
export const RenameDrawDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameDraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameDraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"draw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RenameDrawMutation, RenameDrawMutationVariables>;
export const DeleteDrawDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteDrawMutation, DeleteDrawMutationVariables>;
export const TriggerDrawDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TriggerDraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerDraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDrawFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDrawFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"maxTickets"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSold"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"beaconRound"}},{"kind":"Field","name":{"kind":"Name","value":"beaconWaitReason"}}]}}]} as unknown as DocumentNode<TriggerDrawMutation, TriggerDrawMutationVariables>;
export const AdminAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"week"},"name":{"kind":"Name","value":"adminPeriodAnalytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"EnumValue","value":"week"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"totalProfit"}},{"kind":"Field","name":{"kind":"Name","value":"drawCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalSales"}},{"kind":"Field","name":{"kind":"Name","value":"profitMargin"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"month"},"name":{"kind":"Name","value":"adminPeriodAnalytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"EnumValue","value":"month"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"totalProfit"}},{"kind":"Field","name":{"kind":"Name","value":"drawCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalSales"}},{"kind":"Field","name":{"kind":"Name","value":"profitMargin"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"year"},"name":{"kind":"Name","value":"adminPeriodAnalytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"EnumValue","value":"year"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"totalProfit"}},{"kind":"Field","name":{"kind":"Name","value":"drawCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalSales"}},{"kind":"Field","name":{"kind":"Name","value":"profitMargin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminRecentDraws"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawType"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalTicketsSold"}},{"kind":"Field","name":{"kind":"Name","value":"winnerCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalSales"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"adminProfit"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"draw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAnalyticsQuery, AdminAnalyticsQueryVariables>;
export const AdminDrawAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDrawAnalytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDrawAnalytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawType"}},{"kind":"Field","name":{"kind":"Name","value":"totalTickets"}},{"kind":"Field","name":{"kind":"Name","value":"totalSales"}},{"kind":"Field","name":{"kind":"Name","value":"adminProfit"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"draw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"prizeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payoutStatus"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminDrawAnalyticsQuery, AdminDrawAnalyticsQueryVariables>;
export const AdminPayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPayouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPayouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"drawId"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPayoutsQuery, AdminPayoutsQueryVariables>;
export const UpdatePayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"}}]}}]}}]} as unknown as DocumentNode<UpdatePayoutMutation, UpdatePayoutMutationVariables>;
export const AdminProfitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProfits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProfits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drawId"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"profitAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalTicketSales"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrizesPaid"}},{"kind":"Field","name":{"kind":"Name","value":"profitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminProfitTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalProfit"}},{"kind":"Field","name":{"kind":"Name","value":"totalTicketSales"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrizesPaid"}}]}}]}}]} as unknown as DocumentNode<AdminProfitsQuery, AdminProfitsQueryVariables>;
export const AdminDailyFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDailyFigures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDailyFigures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"sales"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"players"}}]}}]}}]} as unknown as DocumentNode<AdminDailyFiguresQuery, AdminDailyFiguresQueryVariables>;
export const AdminDrawChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDrawChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentDraws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedDraws"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}}]}}]}}]} as unknown as DocumentNode<AdminDrawChoicesQuery, AdminDrawChoicesQueryVariables>;
export const AdminApprovalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminApprovals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminApprovals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<AdminApprovalsQuery, AdminApprovalsQueryVariables>;
export const AdminApprovalBadgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminApprovalBadge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPendingApprovalCount"}}]}}]} as unknown as DocumentNode<AdminApprovalBadgeQuery, AdminApprovalBadgeQueryVariables>;
export const DecideApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeReason"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<DecideApprovalMutation, DecideApprovalMutationVariables>;
export const AdminAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAuditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AdminAuditFacetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditFacets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAuditFacets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"actors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetTypes"}}]}}]}}]} as unknown as DocumentNode<AdminAuditFacetsQuery, AdminAuditFacetsQueryVariables>;
export const AdminAuditChainCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditChainCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAuditChainCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intact"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"headSeq"}},{"kind":"Field","name":{"kind":"Name","value":"headHash"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoints"}},{"kind":"Field","name":{"kind":"Name","value":"firstBroken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAuditChainCheckQuery, AdminAuditChainCheckQueryVariables>;
export const AdminAnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAnnouncements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminAnnouncementsQuery, AdminAnnouncementsQueryVariables>;
export const CreateAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateAnnouncementMutation, CreateAnnouncementMutationVariables>;
export const UpdateAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateAnnouncementMutation, UpdateAnnouncementMutationVariables>;
export const DeleteAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAnnouncementMutation, DeleteAnnouncementMutationVariables>;
export const AdminFeaturedEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFeaturedEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeaturedEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeaturedEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeaturedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminFeaturedEntriesQuery, AdminFeaturedEntriesQueryVariables>;
export const AddFeaturedEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFeaturedEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeaturedEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFeaturedEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeaturedEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeaturedEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeaturedEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AddFeaturedEntryMutation, AddFeaturedEntryMutationVariables>;
export const DeleteFeaturedEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFeaturedEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFeaturedEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFeaturedEntryMutation, DeleteFeaturedEntryMutationVariables>;
export const AdminMailOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMailOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMailOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"mails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>;
export const AdminStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUserCount"}},{"kind":"Field","name":{"kind":"Name","value":"adminTotalUserBalance"}},{"kind":"Field","name":{"kind":"Name","value":"adminPaymentTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalDeposits"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithdrawals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminPaymentCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingDeposits"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWithdrawals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminDrawStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPayouts"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPayouts"}},{"kind":"Field","name":{"kind":"Name","value":"activeTickets"}},{"kind":"Field","name":{"kind":"Name","value":"drawCount"}}]}}]}}]} as unknown as DocumentNode<AdminStatsQuery, AdminStatsQueryVariables>;
export const AdminPaymentCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPaymentCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPaymentCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingDeposits"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWithdrawals"}}]}}]}}]} as unknown as DocumentNode<AdminPaymentCountsQuery, AdminPaymentCountsQueryVariables>;
export const AdminDepositsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDeposits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DepositStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDeposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepositFields"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"screenshotDuplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositId"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepositFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deposit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]} as unknown as DocumentNode<AdminDepositsQuery, AdminDepositsQueryVariables>;
export const ReviewDepositDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDepositInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<ReviewDepositMutation, ReviewDepositMutationVariables>;
export const AdminWithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWithdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalFields"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"accountInfo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>;
export const SetWithdrawalStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWithdrawalStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetWithdrawalStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWithdrawalStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"}}]}}]}}]} as unknown as DocumentNode<SetWithdrawalStatusMutation, SetWithdrawalStatusMutationVariables>;
export const AdminPaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoType"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoAddress"}},{"kind":"Field","name":{"kind":"Name","value":"paypalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"processingTime"}}]}}]} as unknown as DocumentNode<AdminPaymentMethodsQuery, AdminPaymentMethodsQueryVariables>;
export const CreatePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoType"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoAddress"}},{"kind":"Field","name":{"kind":"Name","value":"paypalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"processingTime"}}]}}]} as unknown as DocumentNode<CreatePaymentMethodMutation, CreatePaymentMethodMutationVariables>;
export const UpdatePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoType"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoAddress"}},{"kind":"Field","name":{"kind":"Name","value":"paypalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"processingTime"}}]}}]} as unknown as DocumentNode<UpdatePaymentMethodMutation, UpdatePaymentMethodMutationVariables>;
export const DeletePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<DeletePaymentMethodMutation, DeletePaymentMethodMutationVariables>;
export const AdminWithdrawalPlayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWithdrawalPlayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDeposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminPlayerProtection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}}]}}]} as unknown as DocumentNode<AdminWithdrawalPlayerQuery, AdminWithdrawalPlayerQueryVariables>;
export const AdminSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginBackgroundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginBackground"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"adminProfitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"referrerBonus"}},{"kind":"Field","name":{"kind":"Name","value":"referredBonus"}},{"kind":"Field","name":{"kind":"Name","value":"deductFromAdminProfit"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"autoPayoutLimit"}},{"kind":"Field","name":{"kind":"Name","value":"vipThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"referralsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPlayThrough"}},{"kind":"Field","name":{"kind":"Name","value":"minimumAge"}},{"kind":"Field","name":{"kind":"Name","value":"fourEyesThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"responsibleGamingText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"th"}},{"kind":"Field","name":{"kind":"Name","value":"hi"}},{"kind":"Field","name":{"kind":"Name","value":"bn"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportOrganisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"displayRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"USD"}},{"kind":"Field","name":{"kind":"Name","value":"EUR"}},{"kind":"Field","name":{"kind":"Name","value":"GBP"}},{"kind":"Field","name":{"kind":"Name","value":"THB"}},{"kind":"Field","name":{"kind":"Name","value":"INR"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loginBackground"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginBackgroundFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminSettingsQuery, AdminSettingsQueryVariables>;
export const UpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginBackgroundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginBackground"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"adminProfitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"referrerBonus"}},{"kind":"Field","name":{"kind":"Name","value":"referredBonus"}},{"kind":"Field","name":{"kind":"Name","value":"deductFromAdminProfit"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"autoPayoutLimit"}},{"kind":"Field","name":{"kind":"Name","value":"vipThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"referralsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPlayThrough"}},{"kind":"Field","name":{"kind":"Name","value":"minimumAge"}},{"kind":"Field","name":{"kind":"Name","value":"fourEyesThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"responsibleGamingText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"th"}},{"kind":"Field","name":{"kind":"Name","value":"hi"}},{"kind":"Field","name":{"kind":"Name","value":"bn"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportOrganisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"displayRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"USD"}},{"kind":"Field","name":{"kind":"Name","value":"EUR"}},{"kind":"Field","name":{"kind":"Name","value":"GBP"}},{"kind":"Field","name":{"kind":"Name","value":"THB"}},{"kind":"Field","name":{"kind":"Name","value":"INR"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loginBackground"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginBackgroundFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const ResetSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginBackgroundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginBackground"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"adminProfitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"referrerBonus"}},{"kind":"Field","name":{"kind":"Name","value":"referredBonus"}},{"kind":"Field","name":{"kind":"Name","value":"deductFromAdminProfit"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"autoPayoutLimit"}},{"kind":"Field","name":{"kind":"Name","value":"vipThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"referralsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPlayThrough"}},{"kind":"Field","name":{"kind":"Name","value":"minimumAge"}},{"kind":"Field","name":{"kind":"Name","value":"fourEyesThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"responsibleGamingText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"th"}},{"kind":"Field","name":{"kind":"Name","value":"hi"}},{"kind":"Field","name":{"kind":"Name","value":"bn"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportOrganisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"displayRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"USD"}},{"kind":"Field","name":{"kind":"Name","value":"EUR"}},{"kind":"Field","name":{"kind":"Name","value":"GBP"}},{"kind":"Field","name":{"kind":"Name","value":"THB"}},{"kind":"Field","name":{"kind":"Name","value":"INR"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loginBackground"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginBackgroundFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ResetSettingsMutation, ResetSettingsMutationVariables>;
export const UpdateLoginBackgroundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLoginBackground"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginBackgroundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLoginBackground"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginBackgroundFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginBackgroundFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginBackground"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}}]}}]} as unknown as DocumentNode<UpdateLoginBackgroundMutation, UpdateLoginBackgroundMutationVariables>;
export const AdminSupportInboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSupportInbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSupportInbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadThreads"}},{"kind":"Field","name":{"kind":"Name","value":"threads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportThreadFields"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportThreadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForPlayer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminSupportInboxQuery, AdminSupportInboxQueryVariables>;
export const AdminReplySupportThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReplySupportThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminReplySupportThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportThreadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportThreadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForPlayer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminReplySupportThreadMutation, AdminReplySupportThreadMutationVariables>;
export const TelegramSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TelegramSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"telegramSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TelegramSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TelegramSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TelegramSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botTokenMasked"}},{"kind":"Field","name":{"kind":"Name","value":"hasBotToken"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"staffChatIds"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTypes"}}]}}]} as unknown as DocumentNode<TelegramSettingsQuery, TelegramSettingsQueryVariables>;
export const UpdateTelegramSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTelegramSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TelegramSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTelegramSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TelegramSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TelegramSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TelegramSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botTokenMasked"}},{"kind":"Field","name":{"kind":"Name","value":"hasBotToken"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"staffChatIds"}},{"kind":"Field","name":{"kind":"Name","value":"notificationTypes"}}]}}]} as unknown as DocumentNode<UpdateTelegramSettingsMutation, UpdateTelegramSettingsMutationVariables>;
export const SendTelegramTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTelegramTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTelegramTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}]}]}}]} as unknown as DocumentNode<SendTelegramTestMutation, SendTelegramTestMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"adminRole"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUpdateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"adminRole"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUpdateUserMutation, AdminUpdateUserMutationVariables>;
export const AdminDeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDeleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteUserMutation, AdminDeleteUserMutationVariables>;
export const AdminSetUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSetUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<AdminSetUserPasswordMutation, AdminSetUserPasswordMutationVariables>;
export const AdminPlayerStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPlayerStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPlayerStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deposited"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPlayerStatementQuery, AdminPlayerStatementQueryVariables>;
export const AuthPageSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthPageSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProfitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"minimumAge"}},{"kind":"Field","name":{"kind":"Name","value":"loginBackground"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}}]}}]}}]}}]} as unknown as DocumentNode<AuthPageSettingsQuery, AuthPageSettingsQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ConfirmEmailLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<ConfirmEmailLinkMutation, ConfirmEmailLinkMutationVariables>;
export const DashboardAnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardAnnouncements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<DashboardAnnouncementsQuery, DashboardAnnouncementsQueryVariables>;
export const HelpFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"adminProfitPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"autoPayoutLimit"}},{"kind":"Field","name":{"kind":"Name","value":"referrerBonus"}},{"kind":"Field","name":{"kind":"Name","value":"referredBonus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}}]}}]}}]} as unknown as DocumentNode<HelpFiguresQuery, HelpFiguresQueryVariables>;
export const ResponsibleGamingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResponsibleGaming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"minimumAge"}},{"kind":"Field","name":{"kind":"Name","value":"responsibleGamingText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"th"}},{"kind":"Field","name":{"kind":"Name","value":"hi"}},{"kind":"Field","name":{"kind":"Name","value":"bn"}},{"kind":"Field","name":{"kind":"Name","value":"ar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"supportOrganisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ResponsibleGamingQuery, ResponsibleGamingQueryVariables>;
export const CountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<CountriesQuery, CountriesQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"adminRole"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPlayThroughLeft"}},{"kind":"Field","name":{"kind":"Name","value":"ageStatus"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const MySavedMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySavedMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}}]}}]}}]} as unknown as DocumentNode<MySavedMethodsQuery, MySavedMethodsQueryVariables>;
export const DrawVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DrawVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawId"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"ticketListHash"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"beacon"}},{"kind":"Field","name":{"kind":"Name","value":"beaconRound"}},{"kind":"Field","name":{"kind":"Name","value":"beaconSignature"}},{"kind":"Field","name":{"kind":"Name","value":"beaconFallback"}},{"kind":"Field","name":{"kind":"Name","value":"winnerCount"}},{"kind":"Field","name":{"kind":"Name","value":"winners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"prizeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"draw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"auditCheckpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"headHash"}}]}}]}}]}}]} as unknown as DocumentNode<DrawVerificationQuery, DrawVerificationQueryVariables>;
export const CompletedDrawsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompletedDraws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completedDraws"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSold"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}}]}}]}}]} as unknown as DocumentNode<CompletedDrawsQuery, CompletedDrawsQueryVariables>;
export const VerifiedWinnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifiedWinners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaderboardPeriod"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaderboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"drawId"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"drawPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaderboardSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPaidOut"}},{"kind":"Field","name":{"kind":"Name","value":"totalWinners"}},{"kind":"Field","name":{"kind":"Name","value":"biggestWin"}},{"kind":"Field","name":{"kind":"Name","value":"averageWin"}}]}}]}}]} as unknown as DocumentNode<VerifiedWinnersQuery, VerifiedWinnersQueryVariables>;
export const TopPlayersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopPlayers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topPlayers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalWinnings"}},{"kind":"Field","name":{"kind":"Name","value":"winCount"}},{"kind":"Field","name":{"kind":"Name","value":"biggestWin"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<TopPlayersQuery, TopPlayersQueryVariables>;
export const FeaturedEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<FeaturedEntriesQuery, FeaturedEntriesQueryVariables>;
export const PaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoType"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"cryptoAddress"}},{"kind":"Field","name":{"kind":"Name","value":"paypalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"processingTime"}}]}}]} as unknown as DocumentNode<PaymentMethodsQuery, PaymentMethodsQueryVariables>;
export const MyDepositsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepositFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepositFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deposit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]} as unknown as DocumentNode<MyDepositsQuery, MyDepositsQueryVariables>;
export const MyWithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWithdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWithdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"accountInfo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>;
export const CreateWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"accountInfo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode<CreateWithdrawalMutation, CreateWithdrawalMutationVariables>;
export const MyLevelProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLevelProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"levelProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDepositCount"}},{"kind":"Field","name":{"kind":"Name","value":"approvedDepositsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"vipThreshold"}}]}}]}}]}}]} as unknown as DocumentNode<MyLevelProgressQuery, MyLevelProgressQueryVariables>;
export const MyReferralsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReferrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReferrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referrals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"referrerBonus"}},{"kind":"Field","name":{"kind":"Name","value":"referredBonus"}}]}}]}}]} as unknown as DocumentNode<MyReferralsQuery, MyReferralsQueryVariables>;
export const MyPayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]}}]} as unknown as DocumentNode<MyPayoutsQuery, MyPayoutsQueryVariables>;
export const MoneyWatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoneyWatch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusBalance"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPlayThroughLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myDeposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepositFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepositFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deposit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"screenshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"accountInfo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode<MoneyWatchQuery, MoneyWatchQueryVariables>;
export const MyProtectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProtection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProtection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProtectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProtectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerProtection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"pendingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"confirmableAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEnd"}}]}}]}}]} as unknown as DocumentNode<MyProtectionQuery, MyProtectionQueryVariables>;
export const SetSpendingLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSpendingLimit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SpendingLimitKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SpendingLimitPeriod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSpendingLimit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProtectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProtectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerProtection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"pendingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"confirmableAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEnd"}}]}}]}}]} as unknown as DocumentNode<SetSpendingLimitMutation, SetSpendingLimitMutationVariables>;
export const ConfirmLimitChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmLimitChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SpendingLimitKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SpendingLimitPeriod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmLimitChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProtectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProtectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerProtection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"pendingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"confirmableAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEnd"}}]}}]}}]} as unknown as DocumentNode<ConfirmLimitChangeMutation, ConfirmLimitChangeMutationVariables>;
export const TakeTimeOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TakeTimeOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"duration"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOutDuration"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"takeTimeOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"duration"},"value":{"kind":"Variable","name":{"kind":"Name","value":"duration"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProtectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProtectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerProtection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"pendingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"confirmableAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEnd"}}]}}]}}]} as unknown as DocumentNode<TakeTimeOutMutation, TakeTimeOutMutationVariables>;
export const SelfExcludeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SelfExclude"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"duration"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SelfExclusionDuration"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selfExclude"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"duration"},"value":{"kind":"Variable","name":{"kind":"Name","value":"duration"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProtectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProtectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerProtection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"pendingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"confirmableAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEnd"}}]}}]}}]} as unknown as DocumentNode<SelfExcludeMutation, SelfExcludeMutationVariables>;
export const EndSelfExclusionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSelfExclusion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSelfExclusion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProtectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProtectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerProtection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"pendingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"confirmableAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEnd"}}]}}]}}]} as unknown as DocumentNode<EndSelfExclusionMutation, EndSelfExclusionMutationVariables>;
export const AdminPlayerProtectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPlayerProtection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPlayerProtection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProtectionFields"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProtectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerProtection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"pendingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"confirmableAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEnd"}}]}}]}}]} as unknown as DocumentNode<AdminPlayerProtectionQuery, AdminPlayerProtectionQueryVariables>;
export const MyStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"heldAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deposited"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"net"}}]}}]}}]}}]} as unknown as DocumentNode<MyStatementQuery, MyStatementQueryVariables>;
export const MyStatementCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStatementCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatementFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStatementCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode<MyStatementCsvQuery, MyStatementCsvQueryVariables>;
export const PlayerSubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsPerDraw"}},{"kind":"Field","name":{"kind":"Name","value":"drawLimit"}},{"kind":"Field","name":{"kind":"Name","value":"drawsBought"}},{"kind":"Field","name":{"kind":"Name","value":"minPrizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextDraw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PlayerSubscriptionsQuery, PlayerSubscriptionsQueryVariables>;
export const PlayerSubscriptionHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerSubscriptionHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawId"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseId"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<PlayerSubscriptionHistoryQuery, PlayerSubscriptionHistoryQueryVariables>;
export const CreateSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsPerDraw"}},{"kind":"Field","name":{"kind":"Name","value":"drawLimit"}},{"kind":"Field","name":{"kind":"Name","value":"drawsBought"}},{"kind":"Field","name":{"kind":"Name","value":"minPrizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextDraw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateSubscriptionMutation, CreateSubscriptionMutationVariables>;
export const PausePlayerSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PausePlayerSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsPerDraw"}},{"kind":"Field","name":{"kind":"Name","value":"drawLimit"}},{"kind":"Field","name":{"kind":"Name","value":"drawsBought"}},{"kind":"Field","name":{"kind":"Name","value":"minPrizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextDraw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PausePlayerSubscriptionMutation, PausePlayerSubscriptionMutationVariables>;
export const ResumePlayerSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumePlayerSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsPerDraw"}},{"kind":"Field","name":{"kind":"Name","value":"drawLimit"}},{"kind":"Field","name":{"kind":"Name","value":"drawsBought"}},{"kind":"Field","name":{"kind":"Name","value":"minPrizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextDraw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResumePlayerSubscriptionMutation, ResumePlayerSubscriptionMutationVariables>;
export const CancelPlayerSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPlayerSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"drawName"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsPerDraw"}},{"kind":"Field","name":{"kind":"Name","value":"drawLimit"}},{"kind":"Field","name":{"kind":"Name","value":"drawsBought"}},{"kind":"Field","name":{"kind":"Name","value":"minPrizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextDraw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelPlayerSubscriptionMutation, CancelPlayerSubscriptionMutationVariables>;
export const MySupportThreadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySupportThreads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySupportThreads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportThreadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportThreadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForPlayer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MySupportThreadsQuery, MySupportThreadsQueryVariables>;
export const CreateSupportThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupportThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSupportThreadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupportThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportThreadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportThreadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForPlayer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CreateSupportThreadMutation, CreateSupportThreadMutationVariables>;
export const ReplySupportThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplySupportThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replySupportThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportThreadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportThreadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForPlayer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ReplySupportThreadMutation, ReplySupportThreadMutationVariables>;
export const MarkSupportThreadReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkSupportThreadRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markSupportThreadRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForPlayer"}}]}}]}}]} as unknown as DocumentNode<MarkSupportThreadReadMutation, MarkSupportThreadReadMutationVariables>;
export const AppDefaultThemeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppDefaultTheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"}}]}}]}}]} as unknown as DocumentNode<AppDefaultThemeQuery, AppDefaultThemeQueryVariables>;
export const PublicResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"draws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSold"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"ticketListHash"}},{"kind":"Field","name":{"kind":"Name","value":"merkleRoot"}},{"kind":"Field","name":{"kind":"Name","value":"beacon"}},{"kind":"Field","name":{"kind":"Name","value":"winners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"prizeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublicResultsQuery, PublicResultsQueryVariables>;
export const PublicResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketPrice"}},{"kind":"Field","name":{"kind":"Name","value":"ticketsSold"}},{"kind":"Field","name":{"kind":"Name","value":"prizePool"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"ticketListHash"}},{"kind":"Field","name":{"kind":"Name","value":"merkleRoot"}},{"kind":"Field","name":{"kind":"Name","value":"beacon"}},{"kind":"Field","name":{"kind":"Name","value":"beaconRound"}},{"kind":"Field","name":{"kind":"Name","value":"beaconSignature"}},{"kind":"Field","name":{"kind":"Name","value":"beaconFallback"}},{"kind":"Field","name":{"kind":"Name","value":"winners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"prizeAmount"}},{"kind":"Field","name":{"kind":"Name","value":"player"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"drawVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drawId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"winnerCount"}}]}}]}}]} as unknown as DocumentNode<PublicResultQuery, PublicResultQueryVariables>;
export const ReceiptKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceiptKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiptKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"algorithm"}},{"kind":"Field","name":{"kind":"Name","value":"publicKey"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}}]}}]}}]} as unknown as DocumentNode<ReceiptKeysQuery, ReceiptKeysQueryVariables>;
export const MyReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purchaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"purchaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purchaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseId"}},{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}}]} as unknown as DocumentNode<MyReceiptQuery, MyReceiptQueryVariables>;
export const TicketInclusionProofDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketInclusionProof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"drawId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketInclusionProof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"drawId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"drawId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticketNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"leafIndex"}},{"kind":"Field","name":{"kind":"Name","value":"treeSize"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"merkleRoot"}}]}}]}}]} as unknown as DocumentNode<TicketInclusionProofQuery, TicketInclusionProofQueryVariables>;