import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mimePart } from './mime.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The text/plain part, quoted-printable decoded. */
  text: string;
  links: string[];
}

/** A real SMTP server on loopback; messages it accepts are parsed just enough for assertions. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Starts listening (on `port`, or a free one the first time). */
  async start(port = this.port): Promise<this> {
    this.server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push(parseMail(Buffer.concat(chunks).toString('utf8'), session));
          done();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address.toLowerCase()));
  }
}

function parseMail(
  raw: string,
  session: {
    envelope: { mailFrom: false | { address: string }; rcptTo: Array<{ address: string }> };
  },
): ReceivedMail {
  const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
  const text = mimePart(raw, 'text/plain') ?? '';
  return {
    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
    to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
    raw,
    subject,
    text,
    links: text.match(/https?:\/\/\S+/g) ?? [],
  };
}
