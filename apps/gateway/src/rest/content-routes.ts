import { Router, type Request, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../context';
import { bodyObject, param, queryInt } from './body';
import {
  ADMIN_THREAD_FIELDS,
  amountText,
  ANNOUNCEMENT_FIELDS,
  AUDIT_FIELDS,
  BACKGROUND_FIELDS,
  backgroundInput,
  FEATURED_FIELDS,
  PUBLIC_SETTINGS_FIELDS,
  SETTINGS_FIELDS,
  settingsInput,
  THREAD_FIELDS,
} from './content-fields';
import { handle } from './handle';
import { runOperation, type ContextFactory } from './run-operation';

/** Spec §7 content calls (settings, background, announcements, featured entries, support, audit); each one GraphQL operation. */
export function contentRoutes(server: ApolloServer<GatewayContext>, context: ContextFactory): Router {
  const router = Router();
  const run = async <T>(req: Request, res: Response, query: string, variables?: Record<string, unknown>) => runOperation<T>(server, await context(req, res), query, variables);
  const get = (path: string, query: string, field: string, variables: (req: Request) => Record<string, unknown> = () => ({})) =>
    router.get(path, handle(async (req, res) => {
      res.json((await run<Record<string, unknown>>(req, res, query, variables(req)))[field]);
    }));
  const send = (method: 'post' | 'patch' | 'delete', path: string, status: number, query: string, field: string, variables: (req: Request) => Record<string, unknown>) =>
    router[method](path, handle(async (req, res) => {
      res.status(status).json((await run<Record<string, unknown>>(req, res, query, variables(req)))[field]);
    }));

  get('/settings', `query PublicSettings { publicSettings { ${PUBLIC_SETTINGS_FIELDS} } }`, 'publicSettings');
  router.get('/login-background', handle(async (req, res) => {
    const data = await run<{ publicSettings: { loginBackground: unknown } }>(req, res, `query LoginBackground { publicSettings { loginBackground { ${BACKGROUND_FIELDS} } } }`);
    res.json(data.publicSettings.loginBackground);
  }));
  get('/admin/settings', `query AdminSettings { adminSettings { ${SETTINGS_FIELDS} } }`, 'adminSettings');
  send('post', '/admin/settings', 200, `mutation UpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { ${SETTINGS_FIELDS} } }`, 'updateSettings', (req) => ({
    input: settingsInput(bodyObject(req)),
  }));
  send('post', '/admin/settings/reset', 200, `mutation ResetSettings { resetSettings { ${SETTINGS_FIELDS} } }`, 'resetSettings', () => ({}));
  send('post', '/admin/login-background', 200, `mutation UpdateLoginBackground($input: LoginBackgroundInput!) { updateLoginBackground(input: $input) { ${BACKGROUND_FIELDS} } }`, 'updateLoginBackground', (req) => ({
    input: backgroundInput(bodyObject(req)),
  }));

  get('/announcements', `query Announcements { announcements { ${ANNOUNCEMENT_FIELDS} } }`, 'announcements');
  const announcement = (req: Request) => {
    const { title, content } = bodyObject(req);
    return { title: typeof title === 'string' ? title : '', content: typeof content === 'string' ? content : '' };
  };
  send('post', '/admin/announcements', 201, `mutation CreateAnnouncement($input: AnnouncementInput!) { createAnnouncement(input: $input) { ${ANNOUNCEMENT_FIELDS} } }`, 'createAnnouncement', (req) => ({
    input: announcement(req),
  }));
  send('patch', '/admin/announcements/:id', 200, `mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { ${ANNOUNCEMENT_FIELDS} } }`, 'updateAnnouncement', (req) => ({
    id: param(req, 'id'),
    input: announcement(req),
  }));
  send('delete', '/admin/announcements/:id', 200, 'mutation DeleteAnnouncement($id: ID!) { deleteAnnouncement(id: $id) }', 'deleteAnnouncement', (req) => ({ id: param(req, 'id') }));

  get('/leaderboard/fake', `query FeaturedEntries { featuredEntries { ${FEATURED_FIELDS} } }`, 'featuredEntries');
  send('post', '/admin/leaderboard', 201, `mutation AddFeaturedEntry($input: FeaturedEntryInput!) { addFeaturedEntry(input: $input) { ${FEATURED_FIELDS} } }`, 'addFeaturedEntry', (req) => {
    const { type, username, amount } = bodyObject(req);
    return { input: { type: type ?? '', username: username ?? '', amount: amountText(amount) ?? '' } };
  });
  send('delete', '/admin/leaderboard/:id', 200, 'mutation DeleteFeaturedEntry($id: ID!) { deleteFeaturedEntry(id: $id) }', 'deleteFeaturedEntry', (req) => ({ id: param(req, 'id') }));

  get('/support/threads', `query MySupportThreads { mySupportThreads { ${THREAD_FIELDS} } }`, 'mySupportThreads');
  send('post', '/support/threads', 201, `mutation CreateSupportThread($input: CreateSupportThreadInput!) { createSupportThread(input: $input) { ${THREAD_FIELDS} } }`, 'createSupportThread', (req) => {
    const { subject, message } = bodyObject(req);
    return { input: { subject: subject ?? '', message: message ?? '' } };
  });
  const message = (req: Request) => ({ id: param(req, 'id'), message: bodyObject(req).message ?? '' });
  send('post', '/support/threads/:id/messages', 200, `mutation ReplySupportThread($id: ID!, $message: String!) { replySupportThread(id: $id, message: $message) { ${THREAD_FIELDS} } }`, 'replySupportThread', message);
  send('post', '/support/threads/:id/read', 200, `mutation MarkRead($id: ID!) { markSupportThreadRead(id: $id) { ${THREAD_FIELDS} } }`, 'markSupportThreadRead', (req) => ({ id: param(req, 'id') }));
  get('/admin/support', `query AdminSupportInbox { adminSupportInbox { unreadThreads threads { ${ADMIN_THREAD_FIELDS} } } }`, 'adminSupportInbox');
  send('post', '/admin/support/:id/reply', 200, `mutation AdminReply($id: ID!, $message: String!) { adminReplySupportThread(id: $id, message: $message) { ${ADMIN_THREAD_FIELDS} } }`, 'adminReplySupportThread', message);
  send('post', '/admin/support/:id/read', 200, `mutation AdminMarkRead($id: ID!) { markSupportThreadRead(id: $id) { ${ADMIN_THREAD_FIELDS} } }`, 'markSupportThreadRead', (req) => ({ id: param(req, 'id') }));

  get('/admin/audit-log', `query AuditLog($page: Int) { adminAuditLog(page: $page) { ${AUDIT_FIELDS} } }`, 'adminAuditLog', (req) => ({ page: queryInt(req, 'page') ?? 1 }));
  return router;
}
