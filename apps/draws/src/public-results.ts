import { findDraw, queryDraws, type DrawRecord } from './db/draws';
import { toInt } from './db/rows';
import type { DrawsDeps } from './deps';
import { parseId } from './inputs';

/**
 * The public results archive (/results): every completed draw, newest first,
 * archived ones included. Money records are never deleted, so neither are
 * these; only a draw erased before completion (never completed) is absent.
 */
const PUBLIC = "status = 'completed' AND deleted_at IS NULL";
const MAX_PAGE_SIZE = 100;

export async function publicResults(deps: DrawsDeps, rawPage: unknown, rawPageSize: unknown) {
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Number.isInteger(rawPageSize) ? (rawPageSize as number) : 20));
  const page = Math.max(1, Number.isInteger(rawPage) ? (rawPage as number) : 1);
  const { rows } = await deps.db.query<{ count: unknown }>(`SELECT count(*) AS count FROM draws WHERE ${PUBLIC}`);
  const totalCount = toInt(rows[0]?.count ?? 0);
  const draws = await queryDraws(
    deps.db,
    `SELECT * FROM draws WHERE ${PUBLIC} ORDER BY completed_at DESC, id LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  return { draws, totalCount, page, pageSize, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)) };
}

export async function publicResult(deps: DrawsDeps, rawId: unknown): Promise<DrawRecord | null> {
  let id: string;
  try {
    id = parseId(rawId);
  } catch {
    return null;
  }
  const draw = await findDraw(deps.db, id);
  return draw && draw.status === 'completed' && !draw.deletedAt ? draw : null;
}
