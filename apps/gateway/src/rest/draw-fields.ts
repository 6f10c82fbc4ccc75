/** Selections the draws REST routes return: the spec's fields (§3), amounts as decimal strings. */
export const DRAW_FIELDS = `
  id name period ticketPrice maxTickets ticketsSold ticketsRemaining drawDate opensAt prizePool firstPrize status
  seedCommitment ticketListHash seed completedAt createdAt
`;

export const TICKET_FIELDS = 'id ticketNumber status drawId drawName drawPeriod drawTicketPrice prizeAmount createdAt';

export const PAYOUT_FIELDS = `
  id amount status paymentMethod accountInfo adminNotes proofUrl rank ticketNumber drawId drawName drawPeriod
  createdAt processedAt player { id username }
`;

/** `player { username }` → `username`: the flat shape of the spec's lists. */
export function withUsername<T extends { player?: { id: string; username: string } }>(entry: T): Omit<T, 'player'> & { userId?: string; username?: string } {
  const { player, ...rest } = entry;
  return player ? { ...rest, userId: player.id, username: player.username } : rest;
}
