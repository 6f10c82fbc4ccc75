import type { Sql } from '@nova/platform';
import { asDate, toMinor } from './rows';

export type PaymentMethodType = 'bank_transfer' | 'crypto' | 'paypal';

export interface PaymentMethodFields {
  name: string;
  type: PaymentMethodType;
  isActive: boolean;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  cryptoType: string | null;
  cryptoNetwork: string | null;
  cryptoAddress: string | null;
  paypalEmail: string | null;
  instructions: string | null;
  minAmountMinor: number;
  maxAmountMinor: number;
  processingTime: string;
}

export interface PaymentMethodRecord extends PaymentMethodFields {
  id: string;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface PaymentMethodRow {
  id: string;
  name: string;
  type: PaymentMethodType;
  is_active: boolean;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  crypto_type: string | null;
  crypto_network: string | null;
  crypto_address: string | null;
  paypal_email: string | null;
  instructions: string | null;
  min_amount_minor: unknown;
  max_amount_minor: unknown;
  processing_time: string;
  archived_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

function toPaymentMethod(row: PaymentMethodRow): PaymentMethodRecord {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    isActive: row.is_active,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    cryptoType: row.crypto_type,
    cryptoNetwork: row.crypto_network,
    cryptoAddress: row.crypto_address,
    paypalEmail: row.paypal_email,
    instructions: row.instructions,
    minAmountMinor: toMinor(row.min_amount_minor),
    maxAmountMinor: toMinor(row.max_amount_minor),
    processingTime: row.processing_time,
    archivedAt: row.archived_at === null ? null : asDate(row.archived_at),
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at),
  };
}

/** Column order of the fields, shared by insert and update. */
const columns = [
  ['name', (m: PaymentMethodFields) => m.name],
  ['type', (m: PaymentMethodFields) => m.type],
  ['is_active', (m: PaymentMethodFields) => m.isActive],
  ['bank_name', (m: PaymentMethodFields) => m.bankName],
  ['account_name', (m: PaymentMethodFields) => m.accountName],
  ['account_number', (m: PaymentMethodFields) => m.accountNumber],
  ['crypto_type', (m: PaymentMethodFields) => m.cryptoType],
  ['crypto_network', (m: PaymentMethodFields) => m.cryptoNetwork],
  ['crypto_address', (m: PaymentMethodFields) => m.cryptoAddress],
  ['paypal_email', (m: PaymentMethodFields) => m.paypalEmail],
  ['instructions', (m: PaymentMethodFields) => m.instructions],
  ['min_amount_minor', (m: PaymentMethodFields) => m.minAmountMinor],
  ['max_amount_minor', (m: PaymentMethodFields) => m.maxAmountMinor],
  ['processing_time', (m: PaymentMethodFields) => m.processingTime],
] as const;

export async function insertPaymentMethod(sql: Sql, id: string, fields: PaymentMethodFields): Promise<PaymentMethodRecord> {
  const names = columns.map(([name]) => name).join(', ');
  const placeholders = columns.map((_, index) => `$${index + 2}`).join(', ');
  const { rows } = await sql.query<PaymentMethodRow>(
    `INSERT INTO payment_methods (id, ${names}) VALUES ($1, ${placeholders}) RETURNING *`,
    [id, ...columns.map(([, value]) => value(fields))],
  );
  return toPaymentMethod(rows[0] as PaymentMethodRow);
}

export async function updatePaymentMethodRow(sql: Sql, id: string, fields: PaymentMethodFields): Promise<PaymentMethodRecord | null> {
  const assignments = columns.map(([name], index) => `${name} = $${index + 2}`).join(', ');
  const { rows } = await sql.query<PaymentMethodRow>(
    `UPDATE payment_methods SET ${assignments}, updated_at = now() WHERE id = $1 AND archived_at IS NULL RETURNING *`,
    [id, ...columns.map(([, value]) => value(fields))],
  );
  return rows[0] ? toPaymentMethod(rows[0]) : null;
}

/** A method that is not deleted; `forUpdate` locks it for the rest of the transaction. */
export async function findPaymentMethod(sql: Sql, id: string, forUpdate = false): Promise<PaymentMethodRecord | null> {
  const { rows } = await sql.query<PaymentMethodRow>(
    `SELECT * FROM payment_methods WHERE id = $1 AND archived_at IS NULL${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toPaymentMethod(rows[0]) : null;
}

export async function listPaymentMethods(sql: Sql, activeOnly: boolean): Promise<PaymentMethodRecord[]> {
  const { rows } = await sql.query<PaymentMethodRow>(
    `SELECT * FROM payment_methods WHERE archived_at IS NULL${activeOnly ? ' AND is_active' : ''} ORDER BY created_at, id`,
  );
  return rows.map(toPaymentMethod);
}

export async function methodHasDeposits(sql: Sql, id: string): Promise<boolean> {
  const { rows } = await sql.query<{ used: boolean }>('SELECT EXISTS (SELECT 1 FROM deposits WHERE payment_method_id = $1) AS used', [id]);
  return rows[0]?.used === true;
}

export async function archivePaymentMethod(sql: Sql, id: string): Promise<void> {
  await sql.query('UPDATE payment_methods SET is_active = false, archived_at = now(), updated_at = now() WHERE id = $1', [id]);
}

export async function deletePaymentMethodRow(sql: Sql, id: string): Promise<void> {
  await sql.query('DELETE FROM payment_methods WHERE id = $1', [id]);
}
