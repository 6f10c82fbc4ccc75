import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CallerIdentity } from '@nova/contracts';
import { formatMinor } from '@nova/money';
import { AppError, requireAdminRole, requirePlayer } from '@nova/platform';
import { auditOwn } from './audit';
import type { ContentDeps } from './deps';
import { amountField, iso, parseId, parseInput } from './inputs';

const bothRequired = 'Please fill in both title and content';
const announcementInput = z.object(
  {
    title: z.string({ error: bothRequired }).trim().min(1, bothRequired).max(200, 'Title must be at most 200 characters'),
    content: z.string({ error: bothRequired }).trim().min(1, bothRequired).max(5000, 'Content must be at most 5000 characters'),
  },
  { error: bothRequired },
);

interface AnnouncementRow { id: string; title: string; content: string; created_at: Date | string; updated_at: Date | string }
const view = (row: AnnouncementRow) => ({ id: row.id, title: row.title, content: row.content, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) });

export async function announcements(deps: ContentDeps, caller: CallerIdentity | null) {
  requirePlayer(caller);
  const { rows } = await deps.db.query<AnnouncementRow>('SELECT * FROM announcements ORDER BY created_at DESC, id LIMIT 50');
  return rows.map(view);
}

export async function createAnnouncement(deps: ContentDeps, caller: CallerIdentity | null, rawInput: unknown) {
  const admin = requireAdminRole(caller, 'support');
  const input = parseInput(announcementInput, rawInput);
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<AnnouncementRow>('INSERT INTO announcements (id, title, content) VALUES ($1, $2, $3) RETURNING *', [randomUUID(), input.title, input.content]);
    const row = rows[0] as AnnouncementRow;
    await auditOwn(tx, admin, 'announcement.create', 'announcement', row.id, null, input);
    return view(row);
  });
}

export async function updateAnnouncement(deps: ContentDeps, caller: CallerIdentity | null, rawId: unknown, rawInput: unknown) {
  const admin = requireAdminRole(caller, 'support');
  const id = parseId(rawId, 'Announcement');
  const input = parseInput(announcementInput, rawInput);
  return deps.db.transaction(async (tx) => {
    const before = (await tx.query<AnnouncementRow>('SELECT * FROM announcements WHERE id = $1 FOR UPDATE', [id])).rows[0];
    if (!before) throw new AppError('NOT_FOUND', 'Announcement not found');
    const { rows } = await tx.query<AnnouncementRow>('UPDATE announcements SET title = $2, content = $3, updated_at = now() WHERE id = $1 RETURNING *', [id, input.title, input.content]);
    await auditOwn(tx, admin, 'announcement.update', 'announcement', id, { title: before.title, content: before.content }, input);
    return view(rows[0] as AnnouncementRow);
  });
}

export async function deleteAnnouncement(deps: ContentDeps, caller: CallerIdentity | null, rawId: unknown): Promise<boolean> {
  const admin = requireAdminRole(caller, 'support');
  const id = parseId(rawId, 'Announcement');
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<AnnouncementRow>('DELETE FROM announcements WHERE id = $1 RETURNING *', [id]);
    const before = rows[0];
    if (!before) throw new AppError('NOT_FOUND', 'Announcement not found');
    await auditOwn(tx, admin, 'announcement.delete', 'announcement', id, { title: before.title, content: before.content }, null);
    return true;
  });
}

const featuredInput = z.object({
  // The original's "real"/"fake" types are kept as labels; every entry shows as Featured.
  type: z.string({ error: 'Type is required' }).trim().min(1, 'Type is required').max(20),
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(50),
  amount: amountField('Amount'),
});

interface FeaturedRow { id: string; type: string; username: string; amount_minor: string | number; created_at: Date | string }
const featuredView = (row: FeaturedRow) => ({
  id: row.id,
  type: row.type,
  username: row.username,
  amount: formatMinor(Number(row.amount_minor)),
  featured: true,
  createdAt: iso(row.created_at),
});

/** Public (fetched without an auth check); marked featured, never mixed with real wins. */
export async function featuredEntries(deps: ContentDeps) {
  const { rows } = await deps.db.query<FeaturedRow>('SELECT * FROM featured_entries ORDER BY amount_minor DESC, created_at DESC LIMIT 100');
  return rows.map(featuredView);
}

export async function addFeaturedEntry(deps: ContentDeps, caller: CallerIdentity | null, rawInput: unknown) {
  const admin = requireAdminRole(caller, 'superadmin');
  const input = parseInput(featuredInput, rawInput);
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<FeaturedRow>('INSERT INTO featured_entries (id, type, username, amount_minor) VALUES ($1, $2, $3, $4) RETURNING *', [
      randomUUID(), input.type, input.username, input.amount,
    ]);
    const entry = featuredView(rows[0] as FeaturedRow);
    await auditOwn(tx, admin, 'leaderboard.feature', 'featured_entry', entry.id, null, entry);
    return entry;
  });
}

export async function deleteFeaturedEntry(deps: ContentDeps, caller: CallerIdentity | null, rawId: unknown): Promise<boolean> {
  const admin = requireAdminRole(caller, 'superadmin');
  const id = parseId(rawId, 'Entry');
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<FeaturedRow>('DELETE FROM featured_entries WHERE id = $1 RETURNING *', [id]);
    if (!rows[0]) throw new AppError('NOT_FOUND', 'Entry not found');
    await auditOwn(tx, admin, 'leaderboard.unfeature', 'featured_entry', id, featuredView(rows[0]), null);
    return true;
  });
}
