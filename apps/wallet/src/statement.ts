import { formatMinor } from '@nova/money';
import { AppError, type Sql } from '@nova/platform';
import { statementLines, statementSummary, statementTypeOf, statementTypes, type StatementFilter, type StatementLine, type StatementType } from './db/statement';

/**
 * The player's account statement, built from the ledger: every transfer with
 * its effect and the running balance, filtered by type and dates, paginated
 * on the server, with the period's totals and a CSV of the same lines.
 */
export interface StatementInput {
  types?: string[] | null;
  /** ISO date or date-time; the day itself is included. */
  from?: string | null;
  /** ISO date or date-time; a plain date includes that whole day. */
  to?: string | null;
}

export const MAX_PAGE_SIZE = 100;
/** A CSV export is the whole filtered statement up to this many lines. */
export const MAX_CSV_LINES = 10_000;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(text: string | null | undefined, field: 'from' | 'to'): Date | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = text.trim();
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime())) throw new AppError('BAD_USER_INPUT', `${field} must be a date such as 2026-03-01`);
  // A plain "to" date means up to the end of that day.
  if (field === 'to' && DATE_ONLY.test(value)) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

export function parseStatementFilter(input: StatementInput | null | undefined): StatementFilter {
  const types = (input?.types ?? []).map((type) => {
    if (!(statementTypes as readonly string[]).includes(type)) throw new AppError('BAD_USER_INPUT', `Unknown statement type "${type}"`);
    return type as StatementType;
  });
  const from = parseDate(input?.from, 'from');
  const to = parseDate(input?.to, 'to');
  if (from && to && from >= to) throw new AppError('BAD_USER_INPUT', 'The start date must be before the end date');
  return { types, from, to };
}

export function parsePage(page: number | null | undefined, pageSize: number | null | undefined): { page: number; pageSize: number } {
  const wantedPage = page ?? 1;
  const wantedSize = pageSize ?? 25;
  if (!Number.isInteger(wantedPage) || wantedPage < 1) throw new AppError('BAD_USER_INPUT', 'page must be 1 or more');
  if (!Number.isInteger(wantedSize) || wantedSize < 1 || wantedSize > MAX_PAGE_SIZE) throw new AppError('BAD_USER_INPUT', `pageSize must be 1 to ${MAX_PAGE_SIZE}`);
  return { page: wantedPage, pageSize: wantedSize };
}

export async function statementPage(sql: Sql, userId: string, input: StatementInput | null | undefined, page: number | null | undefined, pageSize: number | null | undefined) {
  const filter = parseStatementFilter(input);
  const paging = parsePage(page, pageSize);
  const summary = await statementSummary(sql, userId, filter);
  const lines = await statementLines(sql, userId, filter, { offset: (paging.page - 1) * paging.pageSize, limit: paging.pageSize });
  return { lines, total: summary.count, page: paging.page, pageSize: paging.pageSize, totals: summary.totals };
}

/** One CSV cell: quoted, and text that a spreadsheet would run as a formula is neutralised. */
function csvCell(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const CSV_HEADER = ['date', 'type', 'operation', 'description', 'amount', 'change', 'balance_after', 'held_after'];

export function statementCsv(lines: readonly StatementLine[]): string {
  const rows = lines.map((line) =>
    [
      csvCell(line.createdAt.toISOString(), false),
      csvCell(statementTypeOf(line.kind)),
      csvCell(line.operation),
      csvCell(line.memo ?? ''),
      csvCell(formatMinor(line.amountMinor), false),
      csvCell(formatMinor(line.changeMinor), false),
      csvCell(formatMinor(line.balanceAfterMinor), false),
      csvCell(formatMinor(line.heldAfterMinor), false),
    ].join(','),
  );
  return [CSV_HEADER.join(','), ...rows].join('\r\n') + '\r\n';
}

export async function statementCsvFor(sql: Sql, userId: string, input: StatementInput | null | undefined): Promise<string> {
  const filter = parseStatementFilter(input);
  const lines = await statementLines(sql, userId, filter, { offset: 0, limit: MAX_CSV_LINES });
  return statementCsv(lines);
}
