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

/** Opens the winner popup by itself once for wins the player has not seen yet. */
export function useCelebration(winIds: readonly string[]) {
  const [open, setOpen] = useState(false);
  const key = winIds.join(',');

  useEffect(() => {
    if (!key) return;
    const seen = celebrated();
    if (key.split(',').some((id) => !seen.has(id))) setOpen(true);
  }, [key]);

  function change(next: boolean) {
    setOpen(next);
    if (!next && key) browserStorage.set(STORAGE_KEYS.celebratedTickets, JSON.stringify([...new Set([...celebrated(), ...key.split(',')])].slice(-200)));
  }

  return { open, setOpen: change };
}
