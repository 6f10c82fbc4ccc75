/** A rename or delete answer counts as success only when its message contains "successfully". */
export function isSuccessMessage(message: string): boolean {
  return message.toLowerCase().includes('successfully');
}

/** Deleting a completed (it is archived) or funded draw needs a second confirmation and force. */
export function needsForcedDelete(draw: { status: string; ticketsSold: number }): boolean {
  return draw.status === 'completed' || draw.ticketsSold > 0;
}

/** Renaming ignores empty or unchanged names. */
export function renameTarget(current: string, typed: string): string | null {
  const name = typed.trim();
  return name === '' || name === current ? null : name;
}

/** A datetime-local value ("2500-01-01T20:00") as an ISO instant in the admin's time zone. */
export function localInputToIso(value: string): string | null {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * A draw can be run by hand only once its draw date has come (the scheduler
 * may not have run it yet): before that the server refuses, because sales stay
 * open until the time fixed when the draw opened.
 */
export function canTrigger(draw: { status: string; drawDate: string }, now = Date.now()): boolean {
  return draw.status === 'active' && Date.parse(draw.drawDate) <= now;
}

/** An open draw whose date has not come: it runs by itself then. */
export function runsLater(draw: { status: string; drawDate: string }, now = Date.now()): boolean {
  return (draw.status === 'active' || draw.status === 'upcoming') && !canTrigger(draw, now);
}

/**
 * Sales closed and a beacon round is bound, but the winners are not drawn yet:
 * the draw waits for that drand round (the API shows such a draw as active
 * past its date). Running it by hand asks the relays again at once.
 */
export function waitingForBeacon(draw: { status: string; beaconRound?: number | null }): boolean {
  return draw.status === 'active' && draw.beaconRound !== null && draw.beaconRound !== undefined;
}
