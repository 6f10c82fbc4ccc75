import { bodyObject, param, queryInt, queryText } from '../body';
import { graphql } from '../gql';
import { amountText, backgroundInput, settingsInput, textOrEmpty } from '../request-inputs';
import { operationRoute } from '../rest-route';

const announcementInput = (body: Record<string, unknown>) => ({ title: textOrEmpty(body.title), content: textOrEmpty(body.content) });

/** Settings, the login background, announcements, featured entries and the audit log. */
export const contentRoutes = [
  operationRoute({
    method: 'GET',
    path: '/api/settings',
    access: 'public',
    document: graphql(`query PublicSettings { publicSettings { ...RestPublicSettings } }`),
    respond: (data) => data.publicSettings,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/login-background',
    access: 'public',
    publicCache: { group: 'content', maxAgeMs: 5000 },
    document: graphql(`query LoginBackground { publicSettings { loginBackground { ...RestBackground } } }`),
    respond: (data) => data.publicSettings.loginBackground,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/settings',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`query AdminSettings { adminSettings { ...RestSettings } }`),
    respond: (data) => data.adminSettings,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/admin/settings',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`mutation UpdateSettings($input: UpdateSettingsInput!) { updateSettings(input: $input) { ...RestSettings } }`),
    variables: (req) => ({ input: settingsInput(bodyObject(req)) }),
    respond: (data) => data.updateSettings,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/admin/settings/reset',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`mutation ResetSettings { resetSettings { ...RestSettings } }`),
    respond: (data) => data.resetSettings,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/admin/login-background',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`mutation UpdateLoginBackground($input: LoginBackgroundInput!) { updateLoginBackground(input: $input) { ...RestBackground } }`),
    variables: (req) => ({ input: backgroundInput(bodyObject(req)) }),
    respond: (data) => data.updateLoginBackground,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/announcements',
    access: 'player',
    publicCache: { group: 'content', maxAgeMs: 5000 },
    document: graphql(`query Announcements { announcements { ...RestAnnouncement } }`),
    respond: (data) => data.announcements,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/admin/announcements',
    access: 'admin', roles: ['support'],
    document: graphql(`mutation CreateAnnouncement($input: AnnouncementInput!) { createAnnouncement(input: $input) { ...RestAnnouncement } }`),
    variables: (req) => ({ input: announcementInput(bodyObject(req)) }),
    status: 201,
    respond: (data) => data.createAnnouncement,
  }),
  operationRoute({
    method: 'PATCH',
    path: '/api/admin/announcements/:id',
    access: 'admin', roles: ['support'],
    document: graphql(`mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { ...RestAnnouncement } }`),
    variables: (req) => ({ id: param(req, 'id'), input: announcementInput(bodyObject(req)) }),
    respond: (data) => data.updateAnnouncement,
  }),
  operationRoute({
    method: 'DELETE',
    path: '/api/admin/announcements/:id',
    access: 'admin', roles: ['support'],
    document: graphql(`mutation DeleteAnnouncement($id: ID!) { deleteAnnouncement(id: $id) }`),
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => data.deleteAnnouncement,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/leaderboard/fake',
    access: 'public',
    publicCache: { group: 'leaderboard', maxAgeMs: 5000 },
    document: graphql(`query FeaturedEntries { featuredEntries { ...RestFeaturedEntry } }`),
    respond: (data) => data.featuredEntries,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/admin/leaderboard',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`mutation AddFeaturedEntry($input: FeaturedEntryInput!) { addFeaturedEntry(input: $input) { ...RestFeaturedEntry } }`),
    variables: (req) => {
      const { type, username, amount } = bodyObject(req);
      return { input: { type: type ?? '', username: username ?? '', amount: amountText(amount) ?? '' } };
    },
    status: 201,
    respond: (data) => data.addFeaturedEntry,
  }),
  operationRoute({
    method: 'DELETE',
    path: '/api/admin/leaderboard/:id',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`mutation DeleteFeaturedEntry($id: ID!) { deleteFeaturedEntry(id: $id) }`),
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => data.deleteFeaturedEntry,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: 'admin', roles: ['risk'],
    document: graphql(`
      query AuditLog($page: Int, $filter: AuditFilter) {
        adminAuditLog(page: $page, filter: $filter) { page totalPages total entries { id actorUserId actor { id username } action targetType targetId before after occurredAt } }
      }
    `),
    // ?action=&actorUserId=&targetType=&targetId=&from=&to= narrow the log as the panel's filters do.
    variables: (req) => {
      const filter = Object.fromEntries(
        (['action', 'actorUserId', 'targetType', 'targetId', 'from', 'to'] as const).flatMap((name) => {
          const value = queryText(req, name);
          return value === undefined ? [] : [[name, value]];
        }),
      );
      return { page: queryInt(req, 'page') ?? 1, filter };
    },
    respond: (data) => data.adminAuditLog,
  }),
];
