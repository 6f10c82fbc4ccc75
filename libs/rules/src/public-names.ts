/**
 * docs/product-rules.md ("Public names"): a username as a signed-out visitor
 * or another player sees it, the first and last character with `***` between
 * (`chen` → `c***n`); a name of one or two characters keeps only its first.
 * Usernames never contain `*`, so a name that does is already masked and is
 * returned unchanged. Only the player themself (and admins) see it whole.
 */
export function maskUsername(username: string): string {
  if (username.includes('*')) return username;
  const chars = Array.from(username);
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/** Whether `viewer` sees `ownerId`'s username whole: themself or an admin. */
export function seesFullUsername(viewer: { userId: string; isAdmin: boolean } | null, ownerId: string): boolean {
  return viewer !== null && (viewer.isAdmin || viewer.userId === ownerId);
}
