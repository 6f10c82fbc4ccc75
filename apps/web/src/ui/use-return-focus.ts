import { useRef } from 'react';

/** How to find the opener again: its test id within the draw card it sits in, if any. */
function locatorOf(element: HTMLElement): string | null {
  const testId = element.getAttribute('data-testid');
  if (!testId) return null;
  const own = `[data-testid="${CSS.escape(testId)}"]`;
  const drawId = element.closest('[data-draw-id]')?.getAttribute('data-draw-id');
  return drawId ? `[data-draw-id="${CSS.escape(drawId)}"] ${own}` : own;
}

/**
 * For a dialog opened without its own Trigger (from a card, a header button or
 * a pushed event): remembers what had focus when it opened and gives focus
 * back there when it closes, instead of dropping it on the page body. A live
 * update may re-render the card meanwhile: then the same button in the same
 * card gets the focus. Spread the result onto `Dialog.Content`.
 */
export function useReturnFocus() {
  const opener = useRef<{ element: HTMLElement; locator: string | null } | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? { element: active, locator: locatorOf(active) } : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const remembered = opener.current;
      opener.current = null;
      if (!remembered) return;
      const found = remembered.locator ? document.querySelector(remembered.locator) : null;
      const target = remembered.element.isConnected ? remembered.element : found instanceof HTMLElement ? found : null;
      if (target) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
