// Outgoing mail. With SMTP_URL set, nodemailer sends over SMTP; without it every message is written as an
// .eml file to the outbox folder (<repo>/.data/outbox by default) and logged, so sign-up works on a fresh
// machine. Messages go out in the background (the account calls answer at once, whatever the mail server
// does, so answer times tell nothing); `flush` waits for those in flight.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { SITE_NAME, isEmail, theme } from 'shared-contracts';
import type { AccountsConfig } from './config';
import { EMAIL_CODE_TTL_MINUTES } from './codes';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Mailer {
  /** Where mail goes, for logs: "smtp://host:port" or the outbox folder. */
  readonly target: string;
  /** Hands the message over; resolves once it is sent or written. */
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The message with its SMTP envelope set: the sender and exactly one recipient. nodemailer would
 * otherwise derive the envelope from the headers, and a `to` such as "a@x.com,b@y.org" names two;
 * validation already refuses such a value, this keeps a slip there from becoming a mail to strangers.
 */
export function singleRecipient(message: MailMessage, from: string): MailMessage & { envelope: { from: string; to: string[] } } {
  const to = message.to.trim();
  if (!isEmail(to)) throw new Error(`Refusing to send mail: the recipient is not exactly one address (${JSON.stringify(message.to.slice(0, 300))}).`);
  return { ...message, to, envelope: { from, to: [to] } };
}

/** SMTP through nodemailer. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }, { from });
  const url = new URL(smtpUrl);
  return {
    target: `${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async deliver(message) {
      await transport.sendMail(singleRecipient(message, from));
    },
    close: () => transport.close(),
  };
}

const fileSafe = (text: string) => text.toLowerCase().replace(/[^a-z0-9@._-]+/g, '_').slice(0, 80);

/** Writes each message as <time>-<recipient>-<random>.eml into `dir`. */
export function outboxMailer(dir: string, from: string, log: MailLog): Mailer {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: dir,
    async deliver(message) {
      const info = await composer.sendMail({ from, ...singleRecipient(message, from) });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${fileSafe(message.to)}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.warn({ to: message.to, subject: message.subject, file }, `Mail not sent (SMTP_URL is not set): written to ${file}`);
    },
    close: () => undefined,
  };
}

export function createMailer(config: AccountsConfig, log: MailLog): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.outboxDir, config.mailFrom, log);
}

/** Sends in the background, logging failures; `flush` waits for everything in flight (tests, shutdown). */
export class MailQueue {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    readonly mailer: Mailer,
    private readonly log: MailLog,
  ) {}

  send(message: MailMessage): void {
    const job = this.mailer
      .deliver(message)
      .catch((error: unknown) => this.log.error({ err: error, to: message.to, subject: message.subject }, `Mail could not be sent via ${this.mailer.target}`))
      .finally(() => this.inFlight.delete(job));
    this.inFlight.add(job);
  }

  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  async close(): Promise<void> {
    await this.flush();
    this.mailer.close();
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function codeMessage(to: string, name: string, subject: string, intro: string, code: string, outro: string): MailMessage {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const validity = `The code is valid for ${EMAIL_CODE_TTL_MINUTES} minutes and can be used once.`;
  const text = [greeting, '', intro, '', `Your code is ${code}`, '', validity, outro, '', `- ${SITE_NAME}`, ''].join('\n');
  const html = `<!DOCTYPE html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: ${theme.colors.text}; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${code}</p>
<p>${escapeHtml(validity)} ${escapeHtml(outro)}</p>
<p>- ${escapeHtml(SITE_NAME)}</p>
</body></html>
`;
  return { to, subject, text, html };
}

export const verificationMail = (to: string, name: string, code: string): MailMessage =>
  codeMessage(
    to,
    name,
    `Your ${SITE_NAME} verification code`,
    `Use this code to verify your email address for ${SITE_NAME}.`,
    code,
    'If you did not sign up, you can ignore this email.',
  );

export const passwordResetMail = (to: string, name: string, code: string): MailMessage =>
  codeMessage(
    to,
    name,
    `Your ${SITE_NAME} password reset code`,
    `Use this code to reset your ${SITE_NAME} password.`,
    code,
    'If you did not ask to reset your password, you can ignore this email; your password stays as it is.',
  );
