/** The REST upload route: multipart {amount, paymentMethod, screenshot}; the answer is the stored deposit. */
export const DEPOSIT_UPLOAD_URL = '/api/deposits';

/** A refused upload with the server's `{message, code}` (or NETWORK when the server was not reached). */
export class DepositUploadError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
    /** LIMIT_REACHED / PLAY_BLOCKED: which limit and when it resets. */
    readonly refusal?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DepositUploadError';
  }
}

export interface DepositUpload {
  amount: string;
  paymentMethodId: string;
  screenshot: File;
  /** One key per attempt: a retry after a lost answer never makes two deposits. */
  idempotencyKey: string;
}

async function errorBody(response: Response): Promise<{ message?: string; code?: string; refusal?: Record<string, unknown> }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { message, code, refusal } = body as Record<string, unknown>;
      return {
        ...(typeof message === 'string' ? { message } : {}),
        ...(typeof code === 'string' ? { code } : {}),
        ...(refusal && typeof refusal === 'object' ? { refusal: refusal as Record<string, unknown> } : {}),
      };
    }
  } catch {
    /* not JSON: the status text is used */
  }
  return {};
}

/** Sends the deposit with the session cookie; resolves with the new deposit's id. */
export async function uploadDeposit(upload: DepositUpload, fetchImpl: typeof fetch = fetch): Promise<{ id: string }> {
  const form = new FormData();
  form.append('amount', upload.amount.trim());
  form.append('paymentMethod', upload.paymentMethodId);
  form.append('screenshot', upload.screenshot, upload.screenshot.name);
  let response: Response;
  try {
    response = await fetchImpl(DEPOSIT_UPLOAD_URL, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { 'Idempotency-Key': upload.idempotencyKey },
    });
  } catch {
    throw new DepositUploadError('Network error', 'NETWORK', 0);
  }
  if (!response.ok) {
    const body = await errorBody(response);
    const code = body.code ?? (response.status === 401 ? 'UNAUTHENTICATED' : response.status === 413 ? 'PAYLOAD_TOO_LARGE' : undefined);
    throw new DepositUploadError(body.message ?? `${response.status}: ${response.statusText}`, code, response.status, body.refusal);
  }
  const deposit: unknown = await response.json();
  const id = deposit && typeof deposit === 'object' ? (deposit as Record<string, unknown>)['id'] : undefined;
  return { id: typeof id === 'string' ? id : '' };
}
