import { Logger } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/config.js';
import type { OutboxMail } from './mail-outbox.table.js';

/** Delivers one message; throws when it could not. */
export type MailTransport = (mail: OutboxMail) => Promise<void>;

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export function createMailTransport(config: AppConfig): MailTransport {
  return config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl, config.mail.from)
    : fileTransport(config.mail.outboxDir, config.mail.from);
}

function message(mail: OutboxMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    // A stable id lets receiving servers drop a duplicate should a delivery be retried after a crash.
    messageId: `<${mail.id}@sasm-ims>`,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content, 'base64'),
    })),
  };
}

function smtpTransport(url: string, from: string): MailTransport {
  // Well inside the worker's 60 s lease, so a slow server cannot make another instance send it again.
  const transporter: Transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (mail) => {
    await transporter.sendMail(message(mail, from));
  };
}

/** Embedded mode: each message becomes an .eml file, and its first link is logged so it can be opened. */
function fileTransport(dir: string, from: string): MailTransport {
  const logger = new Logger('Mail');
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return async (mail) => {
    const { message: raw } = (await transporter.sendMail(message(mail, from))) as {
      message: Buffer;
    };
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
    writeFileSync(file, raw);
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    logger.log(
      `"${mail.subject}" to ${mail.to} written to ${file}${link ? `; link: ${link}` : ''}`,
    );
  };
}
