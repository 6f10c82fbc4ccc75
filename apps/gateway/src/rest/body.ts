import type { Request } from 'express';
import { AppError } from '@nova/platform';

/** A JSON object body, or a clear 400 (arrays, strings and numbers are refused). */
export function bodyObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('BAD_USER_INPUT', 'Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** A route parameter as a plain string. */
export function param(req: Request, name: string): string {
  const value: unknown = req.params[name];
  return typeof value === 'string' ? value : '';
}

/** An optional query parameter as a string (the first one when repeated). */
export function queryText(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : undefined;
}

/** An optional whole-number query parameter; anything else is a 400. */
export function queryInt(req: Request, name: string): number | undefined {
  const text = queryText(req, name);
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text)) throw new AppError('BAD_USER_INPUT', `Invalid input: ${name}: must be a whole number`);
  return Number(text);
}
