/** The REST relay for the image (POST /api/admin/upload-background): multipart, the answer carries url. */
export const BACKGROUND_UPLOAD_URL = '/api/admin/upload-background';
/** PNG, JPG or GIF, under 10 MB (the server checks the bytes again). */
export const BACKGROUND_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const BACKGROUND_MAX_BYTES = 10 * 1024 * 1024;

/** A refused upload with the server's `{message, code}`, or a file refused before sending. */
export class BackgroundUploadError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'BackgroundUploadError';
  }
}

/** The message id explaining why a chosen file cannot be a background, or null when it may be sent. */
export function backgroundFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(BACKGROUND_TYPES as readonly string[]).includes(file.type)) return 'admin.background.error.type';
  if (file.size >= BACKGROUND_MAX_BYTES) return 'admin.background.error.size';
  if (file.size === 0) return 'admin.background.error.type';
  return null;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Sends the image with the session cookie; resolves with the url to save in the login background. */
export async function uploadBackground(file: File, fetchImpl: typeof fetch = fetch): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  let response: Response;
  try {
    response = await fetchImpl(BACKGROUND_UPLOAD_URL, { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new BackgroundUploadError('Network error', 'NETWORK');
  }
  const body = await readJson(response);
  if (!response.ok) {
    const code = typeof body['code'] === 'string' ? body['code'] : response.status === 401 ? 'UNAUTHENTICATED' : response.status === 413 ? 'PAYLOAD_TOO_LARGE' : undefined;
    throw new BackgroundUploadError(typeof body['message'] === 'string' ? body['message'] : `${response.status}: ${response.statusText}`, code);
  }
  if (typeof body['url'] !== 'string') throw new BackgroundUploadError('The upload answer carried no url', undefined);
  return body['url'];
}
