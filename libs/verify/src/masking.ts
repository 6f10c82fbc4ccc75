/** A username as signed-out visitors see it: first and last character, `***` between (`ch***n`). */
export function maskUsername(username: string): string {
  const chars = Array.from(username);
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
