import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';

/**
 * Hashes of the inline scripts in the built index.html (the pre-paint theme
 * and direction script), so the CSP allows exactly those and no others.
 */
export function inlineScriptHashes(indexHtmlPath: string): string[] {
  if (!existsSync(indexHtmlPath)) return [];
  const html = readFileSync(indexHtmlPath, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * CSP for the app shell: own scripts only, no plugins, never framed. HSTS
 * only on requests that arrived over HTTPS (directly, or through a trusted
 * proxy's X-Forwarded-Proto: see TRUST_PROXY_HOPS): over plain HTTP it would
 * be ignored, and on a local http run it would pin the host to HTTPS.
 */
export function securityHeaders(options: { inlineScriptHashes: string[] }): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31536000, includeSubDomains: true });
  return (req, res, next) => {
    headers(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (req.secure) return hsts(req, res, next);
      next();
    });
  };
}
