import Busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '@nova/platform';

/** What the deposit form sent (multipart {amount, paymentMethod, screenshot}). */
export interface DepositForm {
  fields: Record<string, string>;
  screenshot: Buffer | null;
  /** The file passed the size limit: it was discarded while streaming, never kept whole. */
  screenshotTooLarge: boolean;
}

const FIELD_NAMES = new Set(['amount', 'paymentMethod']);

/**
 * Reads the multipart body with busboy. The file is capped at `maxFileBytes`
 * while it streams: past the cap the rest is drained and dropped, so a huge
 * upload never sits in memory, and the caller still gets a clean answer.
 */
export function readDepositForm(req: Request, maxFileBytes: number): Promise<DepositForm> {
  return new Promise((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: req.headers,
        limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
      });
    } catch {
      reject(new AppError('BAD_USER_INPUT', 'Send the deposit as multipart/form-data'));
      return;
    }
    const fields: Record<string, string> = {};
    let chunks: Buffer[] | null = null;
    let tooLarge = false;

    busboy.on('field', (name, value) => {
      if (FIELD_NAMES.has(name)) fields[name] = value;
    });
    busboy.on('file', (name, stream) => {
      if (name !== 'screenshot' || chunks !== null) {
        stream.resume();
        return;
      }
      const received: Buffer[] = [];
      chunks = received;
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) received.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        received.length = 0;
      });
    });
    busboy.on('error', () => reject(new AppError('BAD_USER_INPUT', 'The upload is not a valid multipart form')));
    busboy.on('close', () => {
      const screenshot = chunks && !tooLarge ? Buffer.concat(chunks) : null;
      resolve({ fields, screenshot: screenshot && screenshot.length > 0 ? screenshot : null, screenshotTooLarge: tooLarge });
    });
    req.on('aborted', () => reject(new AppError('BAD_USER_INPUT', 'The upload was interrupted')));
    req.pipe(busboy);
  });
}
