import { randomUUID } from 'node:crypto';
import type { AdminRole } from '@nova/contracts';
import { AppError } from '@nova/platform';
import { refuseUnderAge } from './age-check';
import type { IdentityDeps, SessionControl } from './deps';
import { findUserByUsername, findUserIdByReferralCode, insertUser, isUniqueViolation, type UserRecord } from './db/users';
import { announceUserRegistered } from './events';
import { parseInput, registerInput } from './inputs';
import { hashPassword } from './password';
import { generateReferralCode } from './referral-code';
import { startSession } from './sessions';

const REFERRAL_CODE_ATTEMPTS = 5;

export const usernameTaken = () => new AppError('USERNAME_TAKEN', 'Username already exists');

/** Sign-up: creates the user and signs them in. */
export async function register(deps: IdentityDeps, rawInput: unknown, session: SessionControl): Promise<UserRecord> {
  const input = parseInput(registerInput, rawInput);
  refuseUnderAge(input.dateOfBirth, deps.minimumAge());
  // Cheap early answer; the unique index still decides under a race.
  if (await findUserByUsername(deps.db, input.username)) throw usernameTaken();
  const user = await createUser(deps, {
    username: input.username,
    password: input.password,
    referralCode: input.referralCode,
    adminRole: null,
    dateOfBirth: input.dateOfBirth,
  });
  await startSession(deps, session, user);
  return user;
}

export interface CreateUserInput {
  username: string;
  password: string;
  referralCode: string | null;
  /** null for a player. */
  adminRole: AdminRole | null;
  /** YYYY-MM-DD, or null (asked at the first sign-in; admins are not asked). */
  dateOfBirth?: string | null;
}

/**
 * Inserts the user and announces it in one transaction, so the wallet hears
 * of every user that exists and of no user that does not.
 */
export async function createUser(deps: Pick<IdentityDeps, 'db' | 'afterCommit'>, input: CreateUserInput): Promise<UserRecord> {
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const user = await deps.db.transaction(async (tx) => {
        const referredByUserId = input.referralCode ? await findUserIdByReferralCode(tx, input.referralCode) : null;
        if (input.referralCode && !referredByUserId) {
          throw new AppError('BAD_USER_INPUT', `Referral code "${input.referralCode}" does not exist`);
        }
        const created = await insertUser(tx, {
          id: randomUUID(),
          username: input.username,
          referralCode: generateReferralCode(),
          referredByUserId,
          passwordHash,
          adminRole: input.adminRole,
          dateOfBirth: input.dateOfBirth ?? null,
        });
        await announceUserRegistered(tx, created);
        return created;
      });
      deps.afterCommit();
      return user;
    } catch (error) {
      if (isUniqueViolation(error, 'users_username_key_unique')) throw usernameTaken();
      // A fresh random code almost never collides; try again with another.
      if (isUniqueViolation(error, 'users_referral_code_unique') && attempt < REFERRAL_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}
