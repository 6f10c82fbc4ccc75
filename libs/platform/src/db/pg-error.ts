/** The PostgreSQL error code (SQLSTATE, e.g. "23505") of a failed query, if it has one. */
export function pgErrorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
