import { browserStorage } from '../lib/storage';

/**
 * The built index.html carries the English sign-in page as plain HTML (#prerendered,
 * build/prerender.ts), drawn before any script runs when boot.js finds it fits the
 * visit; the app meanwhile draws into the hidden #root. Once the app knows who is
 * visiting, it takes the prerendered page's place in the same frame: what the visitor
 * already typed (and the focus) carries over, so the swap is not seen.
 */

/** Kept by the app while a player is signed in: boot.js then skips the sign-in page's picture (a hint, the server decides). */
export const SIGNED_IN_HINT_KEY = 'signedIn';

export function rememberSignedIn(signedIn: boolean): void {
  if (signedIn) browserStorage.set(SIGNED_IN_HINT_KEY, '1');
  else browserStorage.remove(SIGNED_IN_HINT_KEY);
}

export function signedInHinted(): boolean {
  return browserStorage.get(SIGNED_IN_HINT_KEY) === '1';
}

export function takeOverPrerendered(): void {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return;
  const html = document.documentElement;
  const app = document.getElementById('root');
  const shown = html.classList.contains('prerendered');
  const typed = Array.from(prerendered.querySelectorAll('input'));
  const focused = document.activeElement;
  prerendered.remove();
  html.classList.remove('prerendered');
  // After the swap: a field still hidden could not take the focus.
  if (shown && app) carryOverInput(typed, focused, app);
}

/** The fields of both copies in document order: the same forms, so the same names in the same order. */
function carryOverInput(typed: HTMLInputElement[], focused: Element | null, app: HTMLElement): void {
  const fields = Array.from(app.querySelectorAll('input'));
  typed.forEach((input, index) => {
    const field = fields[index];
    if (!field || field.name !== input.name) return;
    if (input.value && input.type !== 'checkbox') setTypedValue(field, input.value);
    if (input === focused) field.focus();
  });
}

/** As if typed: the app's controlled fields learn the value from the input event. */
function setTypedValue(field: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
