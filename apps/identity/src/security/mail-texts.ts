import type { MailMessage } from '@nova/platform/mail';

/** The mails of the account-security flows (plain text, English). */

export function emailCodeMail(input: { to: string; username: string; code: string; link: string; minutes: number }): MailMessage {
  return {
    to: input.to,
    subject: `Your Nova Jackpot confirmation code: ${input.code}`,
    text: [
      `Hello ${input.username},`,
      '',
      `Your confirmation code is ${input.code}.`,
      `Or open this link to confirm ${input.to}: ${input.link}`,
      '',
      `The code and the link work once, for ${input.minutes} minutes.`,
      'If you did not ask for this, ignore this mail: nothing changes.',
    ].join('\n'),
  };
}

export function passwordResetMail(input: { to: string; username: string; link: string; minutes: number }): MailMessage {
  return {
    to: input.to,
    subject: 'Reset your Nova Jackpot password',
    text: [
      `Hello ${input.username},`,
      '',
      `Open this link to choose a new password: ${input.link}`,
      '',
      `The link works once, for ${input.minutes} minutes. A reset signs you out everywhere.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
