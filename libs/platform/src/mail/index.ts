export { createMailer, readMailOutbox, type Mailer, type MailerOptions, type MailMessage, type OutboxMail } from './mailer';
