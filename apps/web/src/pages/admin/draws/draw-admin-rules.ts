/** Spec §8: a rename or delete answer counts as success only when its message contains "successfully". */
export function isSuccessMessage(message: string): boolean {
  return message.toLowerCase().includes('successfully');
}

/** Spec §5: deleting a completed or funded draw needs a second confirmation and force. */
export function needsForcedDelete(draw: { status: string; ticketsSold: number }): boolean {
  return draw.status === 'completed' || draw.ticketsSold > 0;
}

/** Spec §5: renaming ignores empty or unchanged names. */
export function renameTarget(current: string, typed: string): string | null {
  const name = typed.trim();
  return name === '' || name === current ? null : name;
}

/** A datetime-local value ("2500-01-01T20:00") as an ISO instant in the admin's time zone. */
export function localInputToIso(value: string): string | null {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Draws can be run by hand while open (spec §4: "An admin can trigger a draw manually"). */
export function canTrigger(status: string): boolean {
  return status === 'active' || status === 'upcoming';
}
