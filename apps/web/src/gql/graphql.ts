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

export type Draw = {
  __typename?: 'Draw';
  /** True once a completed draw is older than 2 months: it leaves the draw lists (records are kept). */
  archived: Scalars['Boolean']['output'];
  /** Public randomness mixed into the draw, when one was used. */
  beacon?: Maybe<Scalars['String']['output']>;
  completedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  drawDate: Scalars['String']['output'];
  /** The first prize the pool pays now ("you might win up to"). */
  firstPrize: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  maxTickets: Scalars['Int']['output'];
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

/** upcoming: sales not open yet; active: tickets on sale until drawDate; completed: winners drawn; cancelled: tickets refunded. */
export type DrawStatus =
  | 'active'
  | 'cancelled'
  | 'completed'
  | 'upcoming';

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
  beacon?: Maybe<Scalars['String']['output']>;
  drawId: Scalars['ID']['output'];
  drawName: Scalars['String']['output'];
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

export type LoginInput = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Buys tickets for the caller with the volume discount (5–9: 5%, 10–19: 10%, 20+: 15%). */
  buyTickets: TicketPurchase;
  /** Changes the caller's password and ends every other session of theirs. */
  changePassword: Scalars['Boolean']['output'];
  /** Admin: a new draw with a fresh committed seed. */
  createDraw: Draw;
  /**
   * Admin: removes a draw from every list. A completed draw or one with tickets sold needs force.
   * An open draw with tickets is cancelled and its tickets refunded; money records are never deleted.
   */
  deleteDraw: DrawActionResult;
  /** Signs in with a new session id (sets the session cookie). */
  login: User;
  /** Ends the current session; true even when already signed out. */
  logout: Scalars['Boolean']['output'];
  /** Creates the account and signs it in (sets the session cookie). */
  register: User;
  /** Admin: renames a draw; an empty or unchanged name changes nothing. */
  renameDraw: DrawActionResult;
  /** Admin: runs the draw now. Refused (DRAW_EMPTY) when no ticket was sold: the draw then moves forward one period (custom: cancelled). */
  triggerDraw: Draw;
  /** Saves the caller's interface language (en, th, hi, bn, ar). */
  updateLanguage: User;
  /** Admin: marks a pending payout paid (credits the prize, exactly once) or failed. */
  updatePayout: Payout;
};


export type MutationBuyTicketsArgs = {
  input: BuyTicketsInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreateDrawArgs = {
  input: CreateDrawInput;
};


export type MutationDeleteDrawArgs = {
  force?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRenameDrawArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationTriggerDrawArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateLanguageArgs = {
  language: Scalars['String']['input'];
};


export type MutationUpdatePayoutArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePayoutInput;
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

/** A player's public face (resolved by identity: the username only). */
export type Player = {
  __typename?: 'Player';
  id: Scalars['ID']['output'];
  username: Scalars['String']['output'];
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

export type Query = {
  __typename?: 'Query';
  /** Draws on sale now, soonest draw date first. */
  activeDraws: Array<Draw>;
  adminDrawAnalytics?: Maybe<DrawAnalytics>;
  /** Admin: every draw but deleted ones, newest draw date first, 10 per page. */
  adminDraws: DrawPage;
  /** Admin: payouts, newest first; status null means all. */
  adminPayouts: Array<Payout>;
  /** Admin: completed draws of the last week, month or year. */
  adminPeriodAnalytics: PeriodAnalytics;
  adminProfitTotals: ProfitTotals;
  adminProfits: Array<ProfitRecord>;
  adminRecentDraws: Array<DrawSummary>;
  /** Recently completed draws (not archived), newest first: for the Verify page. */
  completedDraws: Array<Draw>;
  /** Draws on the dashboard: upcoming and active, cheapest ticket first. */
  currentDraws: Array<Draw>;
  draw?: Maybe<Draw>;
  /** Public: the data to verify a draw in the browser. */
  drawVerification?: Maybe<DrawVerification>;
  /** Paid wins of verified winners, biggest first. period daily|weekly|monthly, or days (default 30: "all"). */
  leaderboard: Array<LeaderboardEntry>;
  leaderboardSummary: LeaderboardSummary;
  /** The signed-in user, or null when signed out. */
  me?: Maybe<User>;
  /** The caller's prizes, newest first. */
  myPayouts: Array<Payout>;
  myTicketStats: TicketStats;
  /** The caller's tickets, newest first, 10 per page; status null means all. */
  myTickets: TicketPage;
  /** Paid wins, newest first (the dashboard's recent winners). */
  recentWinners: Array<LeaderboardEntry>;
  /** Tickets sold in the current (upcoming and active) draws: the dashboard's total tickets. */
  ticketsInCurrentDraws: Scalars['Int']['output'];
  /** Winnings summed per player, biggest first. */
  topPlayers: Array<TopPlayer>;
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


export type QueryAdminRecentDrawsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCompletedDrawsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
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


export type QueryMyTicketsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<TicketStatus>;
};


export type QueryRecentWinnersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTopPlayersArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<LeaderboardPeriod>;
};

export type RegisterInput = {
  password: Scalars['String']['input'];
  referralCode?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

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

export type TopPlayer = {
  __typename?: 'TopPlayer';
  biggestWin: Scalars['String']['output'];
  player: Player;
  totalWinnings: Scalars['String']['output'];
  winCount: Scalars['Int']['output'];
};

export type UpdatePayoutInput = {
  /** For failed, defaults to "Payment failed". */
  adminNotes?: InputMaybe<Scalars['String']['input']>;
  /** paid credits the prize (exactly once); failed credits nothing. */
  status: PayoutStatus;
};

/** A user, for admin views that need more than the username (resolved by identity; admins and the user themself only). */
export type User = {
  __typename?: 'User';
  /** What the user can spend or withdraw now. */
  availableBalance: Scalars['String']['output'];
  /** Available plus held: everything the user owns on the platform. */
  balance: Scalars['String']['output'];
  country: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  /** Reserved for pending withdrawals. */
  heldBalance: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  /** Preferred interface language (en, th, hi, bn, ar); null until chosen. */
  language?: Maybe<Scalars['String']['output']>;
  /** 1 New Player, 2 Verified, 3 VIP. */
  level: Scalars['Int']['output'];
  /** The user's saved payment methods as a JSON string (spec §3). */
  paymentMethods: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  profileImageUrl?: Maybe<Scalars['String']['output']>;
  referralCode: Scalars['String']['output'];
  status: UserStatus;
  updatedAt: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type UserStatus =
  | 'active'
  | 'suspended';

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: boolean };

export type UpdateLanguageMutationVariables = Exact<{
  language: Scalars['String']['input'];
}>;


export type UpdateLanguageMutation = { __typename?: 'Mutation', updateLanguage: { __typename?: 'User', id: string, language?: string | null } };

export type CurrentUserFieldsFragment = { __typename?: 'User', id: string, username: string, email?: string | null, fullName?: string | null, firstName?: string | null, country: string, phone?: string | null, language?: string | null, currency: string, level: number, status: UserStatus, isAdmin: boolean, referralCode: string, createdAt: string, balance: string, availableBalance: string, heldBalance: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me?: { __typename?: 'User', id: string, username: string, email?: string | null, fullName?: string | null, firstName?: string | null, country: string, phone?: string | null, language?: string | null, currency: string, level: number, status: UserStatus, isAdmin: boolean, referralCode: string, createdAt: string, balance: string, availableBalance: string, heldBalance: string } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'User', id: string, username: string, email?: string | null, fullName?: string | null, firstName?: string | null, country: string, phone?: string | null, language?: string | null, currency: string, level: number, status: UserStatus, isAdmin: boolean, referralCode: string, createdAt: string, balance: string, availableBalance: string, heldBalance: string } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'User', id: string, username: string, email?: string | null, fullName?: string | null, firstName?: string | null, country: string, phone?: string | null, language?: string | null, currency: string, level: number, status: UserStatus, isAdmin: boolean, referralCode: string, createdAt: string, balance: string, availableBalance: string, heldBalance: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<UpdateLanguageMutation, UpdateLanguageMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;