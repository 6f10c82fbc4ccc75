import { isAdminRole, type AdminRole } from '@nova/contracts';
import type { Sql } from '@nova/platform';

/** A user as the domain sees it. `passwordHash` never leaves the service. */
export interface UserRecord {
  id: string;
  username: string;
  email: string | null;
  fullName: string | null;
  firstName: string | null;
  country: string;
  phone: string | null;
  language: string | null;
  currency: string;
  level: number;
  status: 'active' | 'suspended';
  /** True exactly when `adminRole` is set (the spec's flag). */
  isAdmin: boolean;
  /** The admin's role (docs/product-rules.md#admin-roles); null for players. */
  adminRole: AdminRole | null;
  referralCode: string;
  referredByUserId: string | null;
  profileImageUrl: string | null;
  paymentMethods: unknown;
  /** YYYY-MM-DD; null for a player who signed up before dates of birth were asked. */
  dateOfBirth: string | null;
  passwordHash: string;
  passwordChangedAt: Date;
  /** Grows at every security change; sessions carry the one they were created at. */
  securityVersion: number;
  deletedAt: Date | null;
  /** When `email` was confirmed; null while unconfirmed. */
  emailVerifiedAt: Date | null;
  /** When two-factor sign-in was turned on; null while off. */
  totpEnabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface UserRow {
  id: string;
  username: string;
  email: string | null;
  full_name: string | null;
  first_name: string | null;
  country: string;
  phone: string | null;
  language: string | null;
  currency: string;
  level: number;
  status: 'active' | 'suspended';
  is_admin: boolean;
  admin_role?: string | null;
  referral_code: string;
  referred_by_user_id: string | null;
  profile_image_url: string | null;
  payment_methods: unknown;
  date_of_birth?: Date | string | null;
  password_hash: string;
  password_changed_at: Date | string;
  security_version: number;
  deleted_at: Date | string | null;
  email_verified_at?: Date | string | null;
  totp_enabled_at?: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A `date` column as YYYY-MM-DD. pg parses it to local midnight, the
 * embedded database to UTC midnight: read the parts of whichever it is.
 */
function calendarDate(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const local = value.getHours() === 0 && value.getMinutes() === 0 && value.getSeconds() === 0;
  const [year, month, day] = local
    ? [value.getFullYear(), value.getMonth() + 1, value.getDate()]
    : [value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()];
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.full_name,
    firstName: row.first_name,
    country: row.country,
    phone: row.phone,
    language: row.language,
    currency: row.currency,
    level: Number(row.level),
    status: row.status,
    isAdmin: row.is_admin,
    adminRole: row.is_admin && isAdminRole(row.admin_role) ? row.admin_role : null,
    referralCode: row.referral_code,
    referredByUserId: row.referred_by_user_id,
    profileImageUrl: row.profile_image_url,
    paymentMethods: row.payment_methods,
    dateOfBirth: calendarDate(row.date_of_birth ?? null),
    passwordHash: row.password_hash,
    passwordChangedAt: asDate(row.password_changed_at),
    securityVersion: Number(row.security_version),
    deletedAt: row.deleted_at === null ? null : asDate(row.deleted_at),
    emailVerifiedAt: row.email_verified_at ? asDate(row.email_verified_at) : null,
    totpEnabledAt: row.totp_enabled_at ? asDate(row.totp_enabled_at) : null,
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at),
  };
}

export const usernameKey = (username: string): string => username.trim().toLowerCase();

export async function findUserById(sql: Sql, id: string): Promise<UserRecord | null> {
  const { rows } = await sql.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserByUsername(sql: Sql, username: string): Promise<UserRecord | null> {
  const { rows } = await sql.query<UserRow>('SELECT * FROM users WHERE username_key = $1', [usernameKey(username)]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserIdByReferralCode(sql: Sql, referralCode: string): Promise<string | null> {
  const { rows } = await sql.query<{ id: string }>('SELECT id FROM users WHERE referral_code = $1', [referralCode]);
  return rows[0]?.id ?? null;
}

export interface NewUser {
  id: string;
  username: string;
  referralCode: string;
  referredByUserId: string | null;
  passwordHash: string;
  /** null for a player. */
  adminRole: AdminRole | null;
  /** YYYY-MM-DD, or null (an admin made by the start-up command, an API client that sent none). */
  dateOfBirth: string | null;
}

export async function insertUser(sql: Sql, user: NewUser): Promise<UserRecord> {
  const { rows } = await sql.query<UserRow>(
    `INSERT INTO users (id, username, username_key, referral_code, referred_by_user_id, password_hash, is_admin, admin_role, date_of_birth)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date) RETURNING *`,
    [user.id, user.username, usernameKey(user.username), user.referralCode, user.referredByUserId, user.passwordHash, user.adminRole !== null, user.adminRole, user.dateOfBirth],
  );
  return toUser(rows[0] as UserRow);
}

export async function updatePasswordHash(sql: Sql, id: string, passwordHash: string): Promise<void> {
  await sql.query(
    'UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1',
    [id, passwordHash],
  );
}

export async function updateLanguage(sql: Sql, id: string, language: string): Promise<UserRecord | null> {
  const { rows } = await sql.query<UserRow>(
    'UPDATE users SET language = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [id, language],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

/** Sets the admin's role, or makes the user a player again (null); `is_admin` follows. */
export async function setAdminRole(sql: Sql, id: string, role: AdminRole | null): Promise<void> {
  await sql.query('UPDATE users SET is_admin = $2, admin_role = $3, updated_at = now() WHERE id = $1', [id, role !== null, role]);
}

/** Superadmins other than `exceptId` (the last one cannot be demoted); counted under the caller's row locks. */
export async function countOtherSuperadmins(sql: Sql, exceptId: string): Promise<number> {
  const { rows } = await sql.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM users WHERE admin_role = 'superadmin' AND deleted_at IS NULL AND status = 'active' AND id <> $1",
    [exceptId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** True for a unique violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return false;
  if (!constraint) return true;
  return violated === constraint || (typeof message === 'string' && message.includes(constraint));
}

export interface ProfilePatch {
  fullName?: string | null;
  firstName?: string | null;
  phone?: string | null;
  country?: string;
  currency?: string;
  language?: string;
  paymentMethods?: unknown[];
}

const profileColumns: Record<keyof ProfilePatch, string> = {
  fullName: 'full_name',
  firstName: 'first_name',
  phone: 'phone',
  country: 'country',
  currency: 'currency',
  language: 'language',
  paymentMethods: 'payment_methods',
};

/** Updates only the given profile fields. */
export async function saveProfile(sql: Sql, id: string, patch: ProfilePatch): Promise<UserRecord | null> {
  const entries = (Object.keys(profileColumns) as Array<keyof ProfilePatch>).filter((field) => patch[field] !== undefined);
  const assignments = entries.map((field, index) => `${profileColumns[field]} = $${index + 2}${field === 'paymentMethods' ? '::jsonb' : ''}`);
  const values = entries.map((field) => (field === 'paymentMethods' ? JSON.stringify(patch[field]) : patch[field]));
  const { rows } = await sql.query<UserRow>(
    `UPDATE users SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *`,
    [id, ...values],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

/** Stores a date of birth not given before; null when the user has one already (it is set once). */
export async function saveFirstDateOfBirth(sql: Sql, id: string, dateOfBirth: string): Promise<UserRecord | null> {
  const { rows } = await sql.query<UserRow>(
    'UPDATE users SET date_of_birth = $2::date, updated_at = now() WHERE id = $1 AND date_of_birth IS NULL RETURNING *',
    [id, dateOfBirth],
  );
  return rows[0] ? toUser(rows[0]) : null;
}
