import { browserStorage } from '../lib/storage';

/**
 * The built index.html carries the English sign-in page as plain HTML (#prerendered,
 * build/prerender.ts), drawn before any script runs when boot.js finds it fits the
 * visit; the app meanwhile draws into the hidden #root. Once the app knows who is
 * visiting, it takes the prerendered page's place in the same frame: what the visitor
 * already typed (and the focus) carries over, so the swap is not seen. A signed-in
 * visit to the home path may instead carry the player's home screen, drawn by the
 * gateway with their figures (`data-home`); the app's own home screen takes its
 * place once drawn (DashboardPage), from the same answers.
 */

/** Kept by the app while a player is signed in: boot.js then skips the sign-in page's picture (a hint, the server decides). */
export const SIGNED_IN_HINT_KEY = 'signedIn';

export function rememberSignedIn(signedIn: boolean): void {
  if (signedIn) browserStorage.set(SIGNED_IN_HINT_KEY, '1');
  else browserStorage.remove(SIGNED_IN_HINT_KEY);
}

/** The app's own hint, or the gateway's: it saw a session cookie on this visit (`data-session`, apps/gateway/src/web-app.ts). */
export function signedInHinted(): boolean {
  return browserStorage.get(SIGNED_IN_HINT_KEY) === '1' || document.documentElement.hasAttribute('data-session');
}

/** The copy on the page is the player's home screen, drawn by the gateway (apps/gateway/src/signed-in-home.ts), not the sign-in page. */
export function homeScreenPrerendered(): boolean {
  return document.documentElement.hasAttribute('data-home') && document.getElementById('prerendered') !== null;
}

export function takeOverPrerendered(): void {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return;
  const html = document.documentElement;
  const app = document.getElementById('root');
  const shown = html.classList.contains('prerendered');
  const typed = Array.from(prerendered.querySelectorAll('input'));
  const focused = document.activeElement;
  const pending = pendingAction(prerendered);
  prerendered.remove();
  html.classList.remove('prerendered');
  // After the swap: a field still hidden could not take the focus.
  if (!shown || !app) return;
  carryOverInput(typed, focused, app);
  // Once the app has drawn what was carried over (its fields learn their values from input events).
  if (pending) setTimeout(() => carryOut(pending, app));
}

interface PendingAction {
  kind: 'submit' | 'click';
  index: number;
}

/** The form sent or button pressed on the prerendered page, as boot.js noted it (`submit:0`, `click:3`). */
function pendingAction(prerendered: HTMLElement): PendingAction | null {
  const match = /^(submit|click):(\d+)$/.exec(prerendered.dataset.pending ?? '');
  return match ? { kind: match[1] as PendingAction['kind'], index: Number(match[2]) } : null;
}

/** The same form or button in the app's page (the same page, so the same order), sent or pressed. */
function carryOut(pending: PendingAction, app: HTMLElement): void {
  // The sign-in page, or the signed-in frame with the home screen.
  const page = app.querySelector('.auth-page, .shell');
  if (!page) return;
  if (pending.kind === 'submit') {
    page.querySelectorAll('form')[pending.index]?.requestSubmit();
    return;
  }
  const button = page.querySelectorAll('button')[pending.index];
  if (button) press(button);
}

/** A full press: Radix menus open on pointerdown and tabs switch on mousedown, plain buttons act on click. */
function press(button: HTMLButtonElement): void {
  const init = { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse', isPrimary: true };
  button.dispatchEvent(new PointerEvent('pointerdown', init));
  button.dispatchEvent(new MouseEvent('mousedown', init));
  button.dispatchEvent(new PointerEvent('pointerup', init));
  button.dispatchEvent(new MouseEvent('mouseup', init));
  button.click();
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
