import type { EventOf } from '@nova/contracts';
import { handleOnce, type Db, type Sql } from '@nova/platform';

export const AGE_RESTRICTIONS_CONSUMER = 'wallet-age-restrictions';

/** Records an under-age player (once per event; the first record per player stands). */
export async function onAgeRestricted(db: Db, event: EventOf<'identity.user.age-restricted.v1'>): Promise<void> {
  await handleOnce(db, AGE_RESTRICTIONS_CONSUMER, event, async (tx) => {
    await tx.query('INSERT INTO age_restrictions (user_id, plays_from) VALUES ($1, $2::date) ON CONFLICT (user_id) DO NOTHING', [event.userId, event.playsFrom]);
  });
}

/** The first moment the player may play, when that is still ahead of `now` (UTC midnight of plays_from); else null. */
export async function ageRestrictionUntil(sql: Sql, userId: string, now: Date): Promise<Date | null> {
  const { rows } = await sql.query<{ plays_from: string }>(
    `SELECT to_char(plays_from, 'YYYY-MM-DD') AS plays_from FROM age_restrictions WHERE user_id = $1`,
    [userId],
  );
  const playsFrom = rows[0] ? new Date(`${rows[0].plays_from}T00:00:00.000Z`) : null;
  return playsFrom && playsFrom > now ? playsFrom : null;
}
