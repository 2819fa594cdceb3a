import { TestSmtpServer } from './smtp-server.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export interface AppWithSmtp {
  sut: TestApp;
  /** Where the app's mail goes (SMTP_URL). */
  smtp: TestSmtpServer;
  /** Closes the app, then the SMTP server. */
  close(): Promise<void>;
}

/**
 * The app with its mail sent to a real SMTP server of its own on loopback.
 * `options.env` goes on top (it may add MAIL_FROM and the like).
 */
export async function appWithSmtp(options: TestAppOptions = {}): Promise<AppWithSmtp> {
  const smtp = await new TestSmtpServer().start();
  try {
    const sut = await createTestApp({ ...options, env: { SMTP_URL: smtp.url, ...options.env } });
    return {
      sut,
      smtp,
      async close() {
        await sut.close();
        await smtp.stop();
      },
    };
  } catch (error) {
    await smtp.stop();
    throw error;
  }
}
