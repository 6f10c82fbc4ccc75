import type { SubgraphContext, SubgraphResolvers } from '@nova/platform';
import { addFeaturedEntry, announcements, createAnnouncement, deleteAnnouncement, deleteFeaturedEntry, featuredEntries, updateAnnouncement } from './announcements';
import { adminApprovals, adminPendingApprovalCount, decideApproval } from './approvals';
import { auditFacets, auditPage } from './audit';
import { adminAuditChainCheck, auditCheckpointOf } from './audit-chain';
import type { ContentDeps } from './deps';
import { adminSettings, publicView, readSettings, resetSettings, settingsView, updateLoginBackground, updateSettings } from './settings';
import {
  adminReplySupportThread,
  adminSupportInbox,
  createSupportThread,
  markSupportThreadRead,
  mySupportThreads,
  replySupportThread,
} from './support';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: SubgraphContext) => unknown;

/** Thin: each field parses its arguments in the domain function and maps the result. */
export function contentResolvers(deps: ContentDeps): SubgraphResolvers {
  const query: Record<string, Resolver> = {
    publicSettings: async () => publicView((await readSettings(deps.db)).settings),
    adminSettings: async (_p, _a, context) => settingsView(await adminSettings(deps, context.caller)),
    announcements: (_p, _a, context) => announcements(deps, context.caller),
    featuredEntries: () => featuredEntries(deps),
    mySupportThreads: (_p, _a, context) => mySupportThreads(deps, context.caller),
    adminSupportInbox: (_p, _a, context) => adminSupportInbox(deps, context.caller),
    adminAuditLog: (_p, args, context) => auditPage(deps, context.caller, args.page, args.filter),
    adminAuditFacets: (_p, _a, context) => auditFacets(deps, context.caller),
    adminAuditChainCheck: (_p, _a, context) => adminAuditChainCheck(deps.db, context.caller),
    adminApprovals: (_p, args, context) => adminApprovals(deps, context.caller, args.status),
    adminPendingApprovalCount: (_p, _a, context) => adminPendingApprovalCount(deps, context.caller),
  };
  const mutation: Record<string, Resolver> = {
    updateSettings: async (_p, args, context) => settingsView(await updateSettings(deps, context.caller, args.input)),
    resetSettings: async (_p, _a, context) => settingsView(await resetSettings(deps, context.caller)),
    updateLoginBackground: (_p, args, context) => updateLoginBackground(deps, context.caller, args.input),
    createAnnouncement: (_p, args, context) => createAnnouncement(deps, context.caller, args.input),
    updateAnnouncement: (_p, args, context) => updateAnnouncement(deps, context.caller, args.id, args.input),
    deleteAnnouncement: (_p, args, context) => deleteAnnouncement(deps, context.caller, args.id),
    addFeaturedEntry: (_p, args, context) => addFeaturedEntry(deps, context.caller, args.input),
    deleteFeaturedEntry: (_p, args, context) => deleteFeaturedEntry(deps, context.caller, args.id),
    createSupportThread: (_p, args, context) => createSupportThread(deps, context.caller, args.input),
    replySupportThread: (_p, args, context) => replySupportThread(deps, context.caller, args.id, args.message),
    adminReplySupportThread: (_p, args, context) => adminReplySupportThread(deps, context.caller, args.id, args.message),
    markSupportThreadRead: (_p, args, context) => markSupportThreadRead(deps, context.caller, args.id),
    decideApproval: (_p, args, context) => decideApproval(deps, context.caller, args.id, args.approve, args.note),
  };
  const draw = {
    __resolveReference: (reference: { id: string }) => ({ id: reference.id }),
    auditCheckpoint: (parent: { id: string }) => auditCheckpointOf(deps.db, parent.id),
  };
  return { Query: query, Mutation: mutation, Draw: draw };
}
