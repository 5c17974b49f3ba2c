import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { getEnv } from '@/lib/env';
import { processSingleton } from '@/lib/runtime';
import { getLogger } from '../log';

/** One message as the outbox stores it. */
export type MailMessage = {
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string> | null;
  replyTo?: string | null;
};

/** Where mail goes: SMTP, or files for the demo and development. */
export interface MailTransport {
  /** Sends one message; throws when it was not accepted. */
  send(message: MailMessage): Promise<void>;
}

/** The nodemailer message of an outbox message. */
function toNodemailer(m: MailMessage) {
  return {
    from: m.from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html ?? undefined,
    headers: m.headers ?? undefined,
    replyTo: m.replyTo ?? undefined,
  };
}

/**
 * SMTP through nodemailer.
 * @param url - e.g. smtp://user:pass@smtp.example.com:587 (smtps:// for implicit TLS)
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(m) {
      await transporter.sendMail(toNodemailer(m));
    },
  };
}

/**
 * Pooled SMTP through nodemailer's pool: up to `connections` connections kept open and reused,
 * and at most `rate` messages a second across them (the newsletter's sender).
 * @param url - as for {@link smtpTransport}
 */
export function pooledSmtpTransport(
  url: string,
  opts: { rate: number; connections: number },
): MailTransport & { close: () => void } {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: opts.connections,
    maxMessages: 1000,
    rateDelta: 1000,
    rateLimit: opts.rate,
  });
  return {
    async send(m) {
      await transporter.sendMail(toNodemailer(m));
    },
    close: () => transporter.close(),
  };
}

/**
 * The log transport used when no SMTP server is configured: each message is rendered by
 * nodemailer and written to `{dir}/{timestamp}-{random}.eml`, and its subject and recipient
 * count are logged (ARCHITECTURE.md "E-mail").
 */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(m) {
      const info = await transporter.sendMail(toNodemailer(m));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      getLogger().info(
        { file: path.basename(file), subject: m.subject },
        'mail written (no SMTP_URL configured)',
      );
    },
  };
}

declare module '@/lib/runtime' {
  interface RuntimeSlots {
    /** The configured mail transport ({@link getMailTransport}). */
    mailTransport: MailTransport;
    /** The newsletter's pooled transport ({@link getCampaignTransport}). */
    campaignTransport: MailTransport;
  }
}

/** The configured transport: SMTP when SMTP_URL is set, else files under DATA_DIR/mail. */
export function getMailTransport(): MailTransport {
  return processSingleton('mailTransport', () => {
    const env = getEnv();
    return env.SMTP_URL
      ? smtpTransport(env.SMTP_URL)
      : fileTransport(path.join(env.DATA_DIR, 'mail'));
  });
}

/**
 * The newsletter campaigns' transport: pooled SMTP at NEWSLETTER_RATE messages a second over
 * NEWSLETTER_CONNECTIONS connections when SMTP_URL is set (a transport of its own, so the
 * transactional outbox never queues behind a campaign), else files under DATA_DIR/mail.
 */
export function getCampaignTransport(): MailTransport {
  return processSingleton('campaignTransport', () => {
    const env = getEnv();
    return env.SMTP_URL
      ? pooledSmtpTransport(env.SMTP_URL, {
          rate: env.NEWSLETTER_RATE,
          connections: env.NEWSLETTER_CONNECTIONS,
        })
      : fileTransport(path.join(env.DATA_DIR, 'mail'));
  });
}
