import type { CallerIdentity } from '@nova/contracts';
import { AppError, enqueueEvent } from '@nova/platform';
import { dateOfAge, isOldEnough, utcToday } from '@nova/rules';
import { saveFirstDateOfBirth, type UserRecord } from './db/users';
import type { IdentityDeps } from './deps';
import { dateOfBirth as dateOfBirthInput, parseInput } from './inputs';
import { requireActiveUser } from './profile';

/**
 * Age (docs/product-rules.md#age). Sign-up with a date of birth under the
 * minimum age is refused and nothing is stored. A player without a date of
 * birth (signed up before it was asked) gives it once; an under-age answer is
 * kept, and the account may then only withdraw its balance and sign out: the
 * wallet refuses its play until the birthday (identity.user.age-restricted.v1).
 */
export type AgeStatus = 'missing' | 'confirmed' | 'underAge';

export const underAge = (minimumAge: number) =>
  new AppError('UNDER_AGE', `You must be at least ${minimumAge} years old to play`, { minimumAge });

/** Refuses a sign-up whose date of birth is under the minimum age. */
export function refuseUnderAge(dateOfBirth: string | null, minimumAge: number): void {
  if (dateOfBirth !== null && !isOldEnough(dateOfBirth, utcToday(), minimumAge)) throw underAge(minimumAge);
}

/** Where the user stands; staff accounts are not asked (they do not play). */
export function ageStatusOf(user: Pick<UserRecord, 'dateOfBirth' | 'isAdmin'>, minimumAge: number): AgeStatus {
  if (user.dateOfBirth === null) return user.isAdmin ? 'confirmed' : 'missing';
  return isOldEnough(user.dateOfBirth, utcToday(), minimumAge) ? 'confirmed' : 'underAge';
}

/** The one answer of a player without a date of birth; a second answer is refused (CONFLICT), the first one kept. */
export async function confirmDateOfBirth(deps: IdentityDeps, caller: CallerIdentity | null, raw: unknown): Promise<UserRecord> {
  const user = await requireActiveUser(deps.db, caller);
  const dateOfBirth = parseInput(dateOfBirthInput, raw);
  if (user.dateOfBirth !== null) throw new AppError('CONFLICT', 'Your date of birth is already on record');
  const minimumAge = deps.minimumAge();
  const saved = await deps.db.transaction(async (tx) => {
    const record = await saveFirstDateOfBirth(tx, user.id, dateOfBirth);
    // Under age: the wallet, where every money path passes, refuses play until the birthday.
    if (record && !isOldEnough(dateOfBirth, utcToday(), minimumAge)) {
      await enqueueEvent(tx, 'identity.user.age-restricted.v1', { userId: user.id, playsFrom: dateOfAge(dateOfBirth, minimumAge) });
    }
    return record;
  });
  if (!saved) throw new AppError('CONFLICT', 'Your date of birth is already on record');
  deps.afterCommit();
  return saved;
}
