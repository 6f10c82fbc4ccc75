import { useRef } from 'react';

/**
 * For a dialog opened without its own Trigger (from a card, a header button or
 * a pushed event): remembers what had focus when it opened and gives focus
 * back there when it closes, instead of dropping it on the page body.
 * Spread the result onto `Dialog.Content`.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
