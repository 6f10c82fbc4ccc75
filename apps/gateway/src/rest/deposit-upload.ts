import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { IDENTITY_HEADER, type CallerIdentity } from '@nova/contracts';
import { AppError, CLIENT_ADDRESS_HEADER, signClientAddress, signIdentity } from '@nova/platform';
import { param } from './body';
import { graphql } from './gql';
import { handle } from './handle';
import type { RouteDeps } from './rest-route';
import { runOperation } from './run-operation';

/** Response headers of the screenshot that reach the browser, and no others. */
const screenshotHeaders = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'content-security-policy',
  'cache-control',
  'cross-origin-resource-policy',
];

/** The answer to a stored deposit: the same record the lists return. */
export const StoredDeposit = graphql(`query Deposit($id: ID!) { deposit(id: $id) { ...RestDeposit } }`);

const paymentsBase = (relay: RouteDeps['relay']) => relay.paymentsUrl.replace(/\/graphql\/?$/, '');

function signedHeaders(req: Request, caller: CallerIdentity, secret: string): Record<string, string> {
  return {
    [IDENTITY_HEADER]: signIdentity(caller, secret),
    [CLIENT_ADDRESS_HEADER]: signClientAddress(req.ip ?? 'unknown', secret),
  };
}

/**
 * Uploads go to the service that owns them, not through GraphQL
 * (ARCHITECTURE.md): POST /api/deposits streams the multipart body to the
 * payments service with the signed caller; the answer is StoredDeposit.
 */
export function depositUpload({ server, context, relay }: RouteDeps): RequestHandler {
  return handle(async (req, res) => {
    const gatewayContext = await context(req, res);
    const caller = gatewayContext.auth.caller;
    if (!caller) throw new AppError('UNAUTHENTICATED', 'Please sign in');
    // The JSON parser has read any other body already: only a multipart form can be streamed on.
    if (!req.is('multipart/form-data') || req.readableEnded) {
      throw new AppError('BAD_USER_INPUT', 'Send the deposit as multipart/form-data (amount, paymentMethod, screenshot)');
    }
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > relay.maxRequestBytes) throw tooLarge();
    const headers: Record<string, string> = { ...signedHeaders(req, caller, relay.secret), ...pick(req.headers, ['content-type', 'content-length', 'transfer-encoding', 'idempotency-key']) };
    const reply = await forwardUpload(req, new URL(`${paymentsBase(relay)}/deposits`), headers, relay.maxRequestBytes);
    const id = typeof reply.body === 'object' && reply.body !== null ? (reply.body as { id?: unknown }).id : undefined;
    if (reply.status !== 201 || typeof id !== 'string') {
      res.status(reply.status >= 400 ? reply.status : 502).json(reply.body);
      return;
    }
    const data = await runOperation(server, gatewayContext, StoredDeposit, { id });
    res.status(201).json(data.deposit);
  });
}

/** GET /api/deposits/:id/screenshot streams the image back from the payments service. */
export function depositScreenshot({ context, relay }: RouteDeps): RequestHandler {
  return handle(async (req, res) => {
    const caller = (await context(req, res)).auth.caller;
    if (!caller) throw new AppError('UNAUTHENTICATED', 'Please sign in');
    const download = req.query.download === '1' ? '?download=1' : '';
    const target = new URL(`${paymentsBase(relay)}/deposits/${encodeURIComponent(param(req, 'id'))}/screenshot${download}`);
    await relayScreenshot(target, signedHeaders(req, caller, relay.secret), res);
  });
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The screenshot must be at most 10 MB');

export function pick(headers: IncomingHttpHeaders, names: string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
}

/** Streams the request to the payments service, cut off past `maxBytes`; resolves with its (small, JSON) answer. */
export function forwardUpload(req: Request, target: URL, headers: Record<string, string>, maxBytes: number): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(upstream);
      upstream.destroy();
      req.resume(); // drop the rest; the client still reads our answer
      reject(error);
    };
    // A fresh connection: a streamed body cannot be resent if a kept-alive socket turns out closed.
    const upstream = httpRequest(target, { method: 'POST', headers, agent: false }, (response) => {
      readJson(response).then((body) => {
        settled = true;
        resolve({ status: response.statusCode ?? 502, body });
      }, fail);
    });
    upstream.on('error', () => fail(new AppError('UNAVAILABLE', 'The payments service is not reachable, please try again')));
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) fail(tooLarge());
    });
    req.pipe(upstream);
  });
}

function readJson(response: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 64 * 1024) chunks.push(chunk);
    });
    response.on('error', reject);
    response.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve({ message: 'Unexpected answer from the payments service', code: 'INTERNAL' });
      }
    });
  });
}

/** Pipes the image through with its own safety headers; an error answer is relayed as JSON. */
export function relayScreenshot(target: URL, headers: Record<string, string>, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(target, { method: 'GET', headers, agent: false }, (response) => {
      const status = response.statusCode ?? 502;
      if (status !== 200) {
        readJson(response).then((body) => {
          res.status(status).json(body);
          resolve();
        }, reject);
        return;
      }
      res.status(200);
      for (const name of screenshotHeaders) {
        const value = response.headers[name];
        if (typeof value === 'string') res.setHeader(name, value);
      }
      response.pipe(res);
      response.on('end', () => resolve());
      response.on('error', reject);
    });
    upstream.on('error', () => reject(new AppError('UNAVAILABLE', 'The payments service is not reachable, please try again')));
    upstream.end();
  });
}
