import type { Db } from '@nova/platform';
import type { Mailer } from '@nova/platform/mail';
import { readContact } from '../player/directory';
import type { DeliveryChannel } from './channel';
import { openInAppLine } from './message-texts';

/**
 * Email through the platform's mailer (SMTP when SMTP_URL is set, else the
 * service's local mail outbox), only to an address the player confirmed.
 */
export function emailChannel(db: Db, mailer: Mailer): DeliveryChannel {
  return {
    name: 'email',
    async send(message) {
      const { confirmedEmail } = await readContact(db, message.userId);
      if (!confirmedEmail) return 'no-address';
      const closing = openInAppLine[message.language].replace('{link}', message.link);
      await mailer.send({ to: confirmedEmail, subject: `Nova Jackpot: ${message.title}`, text: `${message.body}\n\n${closing}\n` });
      return 'sent';
    },
    close: () => mailer.close(),
  };
}
