import type { PlayerNotificationType } from '@nova/contracts';

export type NotificationType = PlayerNotificationType;

/** A channel that reaches a player outside the app; in-app is the notification row itself. */
export type ChannelName = 'email' | 'push' | 'telegram';
export const channelNames: readonly ChannelName[] = ['email', 'push', 'telegram'];

/** One notification, rendered in the player's language, ready for a channel. */
export interface PlayerMessage {
  notificationId: string;
  eventId: string;
  userId: string;
  type: NotificationType;
  language: 'en' | 'th' | 'hi' | 'bn' | 'ar';
  title: string;
  body: string;
  /** An absolute link into the web app (the ticket, draw, statement or support thread). */
  link: string;
  /** True for news of the player's own money (sent even during a time-out or self-exclusion). */
  moneyStatus: boolean;
}

export interface DeliveryChannel {
  name: ChannelName;
  /** 'sent'; 'no-address' when the player has none for this channel; throws to be retried with backoff. */
  send(message: PlayerMessage): Promise<'sent' | 'no-address'>;
  /** Lets go of held connections (the SMTP pool) when the service stops. */
  close?(): void;
}
