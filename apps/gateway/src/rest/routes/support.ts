import { bodyObject, param } from '../body';
import { graphql } from '../gql';
import { operationRoute } from '../rest-route';
import type { Request } from 'express';

const threadMessage = (req: Request) => ({ id: param(req, 'id'), message: bodyObject(req).message ?? '' });

/** The player's Help page threads and the admins' support inbox. */
export const supportRoutes = [
  operationRoute({
    method: 'GET',
    path: '/api/support/threads',
    access: 'player',
    document: graphql(`query MySupportThreads { mySupportThreads { ...RestSupportThread } }`),
    respond: (data) => data.mySupportThreads,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/support/threads',
    access: 'player',
    document: graphql(`mutation CreateSupportThread($input: CreateSupportThreadInput!) { createSupportThread(input: $input) { ...RestSupportThread } }`),
    variables: (req) => {
      const { subject, message } = bodyObject(req);
      return { input: { subject: subject ?? '', message: message ?? '' } };
    },
    status: 201,
    respond: (data) => data.createSupportThread,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/support/threads/:id/messages',
    access: 'player',
    owns: 'supportThread',
    document: graphql(`mutation ReplySupportThread($id: ID!, $message: String!) { replySupportThread(id: $id, message: $message) { ...RestSupportThread } }`),
    variables: threadMessage,
    respond: (data) => data.replySupportThread,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/support/threads/:id/read',
    access: 'player',
    owns: 'supportThread',
    document: graphql(`mutation MarkRead($id: ID!) { markSupportThreadRead(id: $id) { ...RestSupportThread } }`),
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => data.markSupportThreadRead,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/admin/support',
    access: 'admin', roles: ['support'],
    document: graphql(`query AdminSupportInbox { adminSupportInbox { unreadThreads threads { ...RestAdminSupportThread } } }`),
    respond: (data) => data.adminSupportInbox,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/admin/support/:id/reply',
    access: 'admin', roles: ['support'],
    document: graphql(`mutation AdminReply($id: ID!, $message: String!) { adminReplySupportThread(id: $id, message: $message) { ...RestAdminSupportThread } }`),
    variables: threadMessage,
    respond: (data) => data.adminReplySupportThread,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/admin/support/:id/read',
    access: 'admin', roles: ['support'],
    document: graphql(`mutation AdminMarkRead($id: ID!) { markSupportThreadRead(id: $id) { ...RestAdminSupportThread } }`),
    variables: (req) => ({ id: param(req, 'id') }),
    respond: (data) => data.markSupportThreadRead,
  }),
];
