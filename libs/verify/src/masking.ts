/** A username as signed-out visitors see it: first and last character, `***` between (`ch***n`). */
export function maskUsername(username: string): string {
  // Usernames never contain `*`: such a name was masked already (by the API).
  if (username.includes('*')) return username;
  const chars = Array.from(username);
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
