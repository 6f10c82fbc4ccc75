import { formatMinor } from '@nova/money';
import { isMoneyStatusNotification, notificationLink, type NotificationParams, type PlayerLanguage, type PlayerNotificationType } from '@nova/contracts';
import type { PlayerMessage } from './channel';
import { messageTexts, messageWords } from './message-texts';

/** The base currency the ledger keeps (amounts in its minor units). */
const CURRENCY = 'MVR';

export interface RenderInput {
  notificationId: string;
  eventId: string;
  userId: string;
  type: PlayerNotificationType;
  params: NotificationParams;
  language: PlayerLanguage;
  /** The web app's public address, e.g. https://nova.example. */
  publicUrl: string;
}

function placeholders(params: NotificationParams, language: PlayerLanguage): Record<string, string> {
  const words = messageWords[language];
  const word = (key: string) => {
    const value = params[key];
    if (value === null || value === undefined) return '';
    const text = String(value);
    // A reason is either a skip's code or an admin's own words: only codes are translated.
    return words[`${key}:${text}`] ?? (key === 'reason' ? text : (words[text] ?? text));
  };
  return {
    draw: String(params.drawName ?? params.drawId ?? ''),
    amount: typeof params.amountMinor === 'number' ? `${CURRENCY} ${formatMinor(params.amountMinor)}` : '',
    tickets: String(params.tickets ?? ''),
    subject: String(params.subject ?? ''),
    // A skip reason is a code with words per language; a rejection's reason is the admin's own text.
    reason: word('reason'),
    outcome: word('status'),
    limit: word('limit'),
    period: word('period'),
  };
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? '').trim();

/** A notification in the player's language, ready for any channel. */
export function renderMessage(input: RenderInput): PlayerMessage {
  const texts = messageTexts[input.language][input.type];
  const values = placeholders(input.params, input.language);
  return {
    notificationId: input.notificationId,
    eventId: input.eventId,
    userId: input.userId,
    type: input.type,
    language: input.language,
    title: fill(texts.title, values),
    body: fill(texts.body, values),
    link: `${input.publicUrl.replace(/\/+$/, '')}${notificationLink(input.type, input.params)}`,
    moneyStatus: isMoneyStatusNotification(input.type),
  };
}
