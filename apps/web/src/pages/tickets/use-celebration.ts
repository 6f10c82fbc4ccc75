import { useEffect, useState } from 'react';
import { browserStorage, STORAGE_KEYS } from '../../lib/storage';

function celebrated(): Set<string> {
  try {
    const stored: unknown = JSON.parse(browserStorage.get(STORAGE_KEYS.celebratedTickets) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function markCelebrated(ids: readonly string[]): void {
  browserStorage.set(STORAGE_KEYS.celebratedTickets, JSON.stringify([...new Set([...celebrated(), ...ids])].slice(-200)));
}

/**
 * Opens the winner popup by itself once for wins the player has not seen yet.
 * While `announcedElsewhere` (a pushed results moment is on screen and tells
 * the player the same news) it stays shut and counts those wins as seen, so
 * the player never gets two popups at once, nor the same news twice.
 */
export function useCelebration(winIds: readonly string[], announcedElsewhere = false) {
  const [open, setOpen] = useState(false);
  const key = winIds.join(',');

  useEffect(() => {
    if (!key) return;
    if (announcedElsewhere) {
      markCelebrated(key.split(','));
      return;
    }
    const seen = celebrated();
    if (key.split(',').some((id) => !seen.has(id))) setOpen(true);
  }, [key, announcedElsewhere]);

  function change(next: boolean) {
    setOpen(next);
    if (!next && key) markCelebrated(key.split(','));
  }

  return { open, setOpen: change };
}
