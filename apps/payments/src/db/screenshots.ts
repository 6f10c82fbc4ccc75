import type { Sql } from '@nova/platform';

export interface StoredScreenshot {
  depositId: string;
  contentType: string;
  image: Buffer;
  byteSize: number;
  width: number;
  height: number;
  uploadSha256: string;
  pixelsSha256: string;
}

export async function insertScreenshot(sql: Sql, screenshot: StoredScreenshot): Promise<void> {
  await sql.query(
    `INSERT INTO deposit_screenshots (deposit_id, content_type, image, byte_size, width, height, upload_sha256, pixels_sha256)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      screenshot.depositId,
      screenshot.contentType,
      screenshot.image,
      screenshot.byteSize,
      screenshot.width,
      screenshot.height,
      screenshot.uploadSha256,
      screenshot.pixelsSha256,
    ],
  );
}

export async function findScreenshotImage(sql: Sql, depositId: string): Promise<{ contentType: string; image: Buffer } | null> {
  const { rows } = await sql.query<{ content_type: string; image: Buffer | Uint8Array }>(
    'SELECT content_type, image FROM deposit_screenshots WHERE deposit_id = $1',
    [depositId],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, image: Buffer.from(row.image) } : null;
}

export type ScreenshotMatch = 'same_file' | 'same_image';
export interface ScreenshotDuplicate {
  depositId: string;
  match: ScreenshotMatch;
}

/** Whether any stored screenshot has these hashes (checked before a new one is stored). */
export async function screenshotSeenBefore(sql: Sql, uploadSha256: string, pixelsSha256: string): Promise<boolean> {
  const { rows } = await sql.query<{ seen: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM deposit_screenshots WHERE upload_sha256 = $1 OR pixels_sha256 = $2) AS seen',
    [uploadSha256, pixelsSha256],
  );
  return rows[0]?.seen === true;
}

/** For each deposit, the other deposits whose screenshot is the same file or the same pixels. */
export async function duplicatesOf(sql: Sql, depositIds: string[]): Promise<Map<string, ScreenshotDuplicate[]>> {
  const found = new Map<string, ScreenshotDuplicate[]>(depositIds.map((id) => [id, []]));
  if (depositIds.length === 0) return found;
  const { rows } = await sql.query<{ deposit_id: string; other_id: string; same_file: boolean }>(
    `SELECT s.deposit_id, o.deposit_id AS other_id, (o.upload_sha256 = s.upload_sha256) AS same_file
     FROM deposit_screenshots s
     JOIN deposit_screenshots o
       ON o.deposit_id <> s.deposit_id AND (o.upload_sha256 = s.upload_sha256 OR o.pixels_sha256 = s.pixels_sha256)
     WHERE s.deposit_id = ANY($1::uuid[])
     ORDER BY o.created_at`,
    [depositIds],
  );
  for (const row of rows) {
    found.get(row.deposit_id)?.push({ depositId: row.other_id, match: row.same_file ? 'same_file' : 'same_image' });
  }
  return found;
}
