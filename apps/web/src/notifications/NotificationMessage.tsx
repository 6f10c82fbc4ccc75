import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NotificationParams, PlayerNotificationType } from '@nova/contracts/player-notifications';
import { Money } from '../ui/Money';
import { notificationText } from './notification-text';

/** Hooks the words and the amount of a notification into its message values. */
function useMessageValues(type: PlayerNotificationType, params: NotificationParams): { titleId: string; bodyId: string; values: Record<string, ReactNode> } {
  const intl = useIntl();
  const text = notificationText(type, params);
  // Names the player or an admin typed (a draw, a subject, a reason) keep their own direction inside the sentence.
  const values: Record<string, ReactNode> = Object.fromEntries(
    Object.entries(text.values).map(([key, value]) => [key, typeof value === 'string' && value !== '' ? <bdi>{value}</bdi> : value]),
  );
  for (const [key, id] of Object.entries(text.words)) values[key] = intl.formatMessage({ id });
  values.amount = text.amount === null ? '' : <Money value={text.amount} size="sm" approx={false} />;
  return { titleId: text.titleId, bodyId: text.bodyId, values };
}

export function NotificationTitle({ type, params }: { type: PlayerNotificationType; params: NotificationParams }) {
  const { titleId, values } = useMessageValues(type, params);
  return <FormattedMessage id={titleId} values={values} />;
}

export function NotificationBody({ type, params }: { type: PlayerNotificationType; params: NotificationParams }) {
  const { bodyId, values } = useMessageValues(type, params);
  return <FormattedMessage id={bodyId} values={values} />;
}
