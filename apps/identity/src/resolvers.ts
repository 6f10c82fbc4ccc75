import type { SubgraphContext, SubgraphResolvers } from '@nova/platform';
import { ageStatusOf, confirmDateOfBirth } from './age-check';
import { changePassword } from './password-change';
import { adminDeleteUser, adminSetUserPassword, adminUpdateUser, adminUserCount, adminUsers } from './admin-users';
import { currentClientIp } from './client-ip';
import type { UserRecord } from './db/users';
import type { IdentityDeps, SessionControl } from './deps';
import { countryList } from './countries';
import { currentUser, publicPlayer, updateLanguage, userVisibleTo } from './profile';
import { updateProfile } from './profile-update';
import { levelProgress, myReferrals } from './referrals';
import type { RewardSettings } from './rewards';
import { register } from './registration';
import { login, logout } from './sign-in';
import { securityResolvers } from './security/security-resolvers';

function sessionOf(context: SubgraphContext): SessionControl {
  return {
    caller: context.caller,
    clientIp: currentClientIp(),
    setSession: context.setSession,
    clearSession: context.clearSession,
  };
}

type InputArgs = { input: unknown };

export function identityResolvers(deps: IdentityDeps, rewards: RewardSettings): SubgraphResolvers {
  const security = securityResolvers(deps);
  return {
    Query: {
      ...security.Query,
      me: (_parent: unknown, _args: unknown, context: SubgraphContext) => currentUser(deps.db, context.caller),
      myReferrals: (_parent: unknown, _args: unknown, context: SubgraphContext) => myReferrals(deps.db, rewards, context.caller),
      countries: () => countryList(),
      adminUsers: (_parent: unknown, args: { search?: unknown; page?: unknown }, context: SubgraphContext) => adminUsers(deps, context.caller, args.search, args.page),
      adminUserCount: (_parent: unknown, _args: unknown, context: SubgraphContext) => adminUserCount(deps, context.caller),
    },
    Mutation: {
      ...security.Mutation,
      register: (_parent: unknown, { input }: InputArgs, context: SubgraphContext) => register(deps, input, sessionOf(context)),
      login: (_parent: unknown, { input }: InputArgs, context: SubgraphContext) => login(deps, input, sessionOf(context)),
      logout: (_parent: unknown, _args: unknown, context: SubgraphContext) => logout(deps, sessionOf(context)),
      changePassword: (_parent: unknown, { input }: InputArgs, context: SubgraphContext) =>
        changePassword(deps, context.caller, input, sessionOf(context)),
      confirmDateOfBirth: (_parent: unknown, args: { dateOfBirth: unknown }, context: SubgraphContext) =>
        confirmDateOfBirth(deps, context.caller, args.dateOfBirth),
      updateLanguage: (_parent: unknown, { language }: { language: unknown }, context: SubgraphContext) =>
        updateLanguage(deps, context.caller, language),
      updateProfile: (_parent: unknown, { input }: InputArgs, context: SubgraphContext) => updateProfile(deps, context.caller, input),
      // pendingApproval: a large credit or debit held for a second admin (money-approvals.ts).
      adminUpdateUser: async (_parent: unknown, args: { id: unknown; input: unknown }, context: SubgraphContext) => ({
        pendingApproval: false,
        ...(await adminUpdateUser(deps, context.caller, args.id, args.input)),
      }),
      adminDeleteUser: (_parent: unknown, args: { id: unknown }, context: SubgraphContext) => adminDeleteUser(deps, context.caller, args.id),
      adminSetUserPassword: (_parent: unknown, args: { id: unknown; newPassword: unknown }, context: SubgraphContext) =>
        adminSetUserPassword(deps, context.caller, args.id, args.newPassword),
    },
    Player: {
      // Public by design: only the id and username leave (winners, leaderboards).
      __resolveReference: (reference: { id: string }, context: SubgraphContext) => publicPlayer(deps.db, reference.id, context.caller),
    },
    User: {
      ...security.User,
      __resolveReference: (reference: { id: string }, context: SubgraphContext) =>
        userVisibleTo(deps.db, context.caller, reference.id),
      createdAt: (user: UserRecord) => user.createdAt.toISOString(),
      updatedAt: (user: UserRecord) => user.updatedAt.toISOString(),
      // Payment methods travel as a JSON string.
      paymentMethods: (user: UserRecord) => JSON.stringify(user.paymentMethods ?? []),
      levelProgress: (user: UserRecord) => levelProgress(deps.db, rewards, user),
      ageStatus: (user: UserRecord) => ageStatusOf(user, deps.minimumAge()),
    },
  };
}
