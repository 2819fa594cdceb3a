// The server's VAPID keys: browsers' subscriptions are bound to the public key, so it is made
// once into DATA_DIR and kept across restarts (as the development JWT secret is), or taken from
// the environment.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webPush from 'web-push';
import { loadConfig } from '../src/config/config.js';
import { createTestApp } from './support/test-app.js';

const publicKeyOf = async (env: NodeJS.ProcessEnv) => {
  const sut = await createTestApp({ env });
  try {
    const rest = await sut.http().get('/api/push/public-key');
    const graphql = await sut.graphql<{ pushPublicKey: string }>('{ pushPublicKey }');
    expect(graphql.data?.pushPublicKey).toBe(rest.body.publicKey);
    return rest.body.publicKey as string;
  } finally {
    await sut.close();
  }
};

describe('VAPID keys', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sasm-vapid-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are made once into DATA_DIR and kept across a restart of the app', async () => {
    const first = await publicKeyOf({ DATA_DIR: dataDir });
    expect(Buffer.from(first, 'base64url')).toHaveLength(65);
    expect(statSync(join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(await publicKeyOf({ DATA_DIR: dataDir })).toBe(first);
    // Another data directory is another server: keys of its own.
    expect(await publicKeyOf({})).not.toBe(first);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, with VAPID_SUBJECT', async () => {
    const keys = webPush.generateVAPIDKeys();
    const env = {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:sasm-ops@university.edu',
    };
    expect(await publicKeyOf(env)).toBe(keys.publicKey);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
    expect(config.push).toEqual({
      vapid: keys,
      subject: 'mailto:sasm-ops@university.edu',
      keysFromEnvironment: true,
    });
  });

  it('refuses one key without the other, and keys that are not P-256', () => {
    const keys = webPush.generateVAPIDKeys();
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        VAPID_PUBLIC_KEY: 'abc',
        VAPID_PRIVATE_KEY: keys.privateKey,
      }),
    ).toThrow(/VAPID_PUBLIC_KEY: must be a base64url P-256 public key/);
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_SUBJECT: 'ops@university.edu' })).toThrow(
      /VAPID_SUBJECT: must be a contact/,
    );
  });

  it('name the mail sender as the contact by default', () => {
    const config = loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'SASM-IMS <sasm@university.edu>' });
    expect(config.push.subject).toBe('mailto:sasm@university.edu');
    expect(config.push.keysFromEnvironment).toBe(false);
  });
});
