import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../../config/config.js';
import { DEVICE_ACCOUNTS_MAX, DeviceCookies } from './device-cookies.js';

const configWith = (jwtSecret: string) => ({ jwtSecret }) as AppConfig;
const sut = new DeviceCookies(configWith('a-secret-of-at-least-thirty-two-characters'));
const alice = 'alice@example.edu';
const bob = 'bob@example.edu';

describe(DeviceCookies.name, () => {
  it('remembers the account a browser signed in to, and only that one', () => {
    const device = sut.read(sut.issue(null, alice));
    expect(device).not.toBeNull();
    expect(sut.knows(device, alice)).toBe(true);
    expect(sut.knows(device, bob)).toBe(false);
  });

  it('names the account by its address, whatever its case', () => {
    const device = sut.read(sut.issue(null, 'Alice@Example.EDU'));
    expect(sut.knows(device, alice)).toBe(true);
  });

  it('keeps one device id per browser and adds each account, newest first, at most five', () => {
    const first = sut.read(sut.issue(null, alice))!;
    let cookie = sut.issue(first, bob);
    const users = Array.from({ length: DEVICE_ACCOUNTS_MAX }, (_, i) => `user-${i}@example.edu`);
    for (const user of users) cookie = sut.issue(sut.read(cookie), user);
    const device = sut.read(cookie)!;
    expect(device.id).toBe(first.id);
    expect(device.accountTags).toHaveLength(DEVICE_ACCOUNTS_MAX);
    expect(users.every((user) => sut.knows(device, user))).toBe(true);
    expect(sut.knows(device, alice)).toBe(false);
  });

  it('does not repeat an account that signs in again', () => {
    const once = sut.read(sut.issue(null, alice))!;
    const twice = sut.read(sut.issue(once, alice))!;
    expect(twice.accountTags).toEqual(once.accountTags);
  });

  it('refuses a forged, altered or foreign cookie', () => {
    const cookie = sut.issue(null, alice);
    const [id, signature, tag] = cookie.split('.') as [string, string, string];
    expect(sut.read(undefined)).toBeNull();
    expect(sut.read('garbage')).toBeNull();
    expect(sut.read(`${'A'.repeat(22)}.${signature}.${tag}`)).toBeNull();
    // A made-up account tag on a genuine device does not make the account known.
    const madeUp = sut.read(`${id}.${signature}.${'B'.repeat(22)}`);
    expect(sut.knows(madeUp, alice)).toBe(false);
    const otherServer = new DeviceCookies(configWith('another-secret-of-thirty-two-characters!'));
    expect(otherServer.read(cookie)).toBeNull();
  });
});
