import { Injectable } from '@nestjs/common';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { randomToken } from '../../common/random-token.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { accountAddress } from './account-address.js';

/** How many accounts one browser is remembered for (a shared computer): the most recent ones. */
export const DEVICE_ACCOUNTS_MAX = 5;

/** A browser that has signed in here before, read from its device cookie. */
export interface Device {
  /** Random, one per browser; signed, so a client cannot make up new ones. */
  id: string;
  /** One tag per account that signed in on this browser, newest first. */
  accountTags: string[];
}

const SIG_BYTES = 16;

const b64 = (bytes: Buffer) => bytes.toString('base64url');
const tokenPart = /^[A-Za-z0-9_-]{22}$/;

/**
 * The device cookie of OWASP's "device cookies" defence against lockout:
 * `<id>.<signature of id>.<tag of account>…`, each part an HMAC with a key
 * derived from JWT_SECRET. A tag binds the browser to one account, named by
 * its sign-in address (`accountAddress`), so a cookie earned by signing in to
 * account A says nothing about B, and the cookie names no account. The
 * address rather than the user id: a sign-in knows it before any read, so it
 * can ask for the account and the limits that apply in one statement. After
 * an e-mail change the browser is unknown to the account until it signs in
 * with the new address.
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(@InjectConfig() config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, '', 'sasm device cookie v2', 32));
  }

  /** The device a cookie names, or null when it is missing, malformed or not ours. */
  read(value: string | undefined): Device | null {
    if (!value) return null;
    const [id = '', signature = '', ...accountTags] = value.split('.');
    if (!tokenPart.test(id) || !this.matches(signature, this.sign(`device|${id}`))) return null;
    return {
      id,
      accountTags: accountTags.filter((tag) => tokenPart.test(tag)).slice(0, DEVICE_ACCOUNTS_MAX),
    };
  }

  /** Whether this browser has signed in to the account of this address before. */
  knows(device: Device | null, address: string): boolean {
    if (!device) return false;
    const expected = this.accountTag(device.id, address);
    return device.accountTags.some((tag) => this.matches(tag, expected));
  }

  /** The cookie after a successful sign-in: the same device (or a new one) remembering this account first. */
  issue(device: Device | null, address: string): string {
    const id = device?.id ?? randomToken(16);
    const tag = this.accountTag(id, address);
    const others = (device?.accountTags ?? []).filter((old) => old !== tag);
    const tags = [tag, ...others].slice(0, DEVICE_ACCOUNTS_MAX);
    return [id, this.sign(`device|${id}`), ...tags].join('.');
  }

  private accountTag(deviceId: string, address: string): string {
    return this.sign(`account|${deviceId}|${accountAddress(address)}`);
  }

  private sign(text: string): string {
    return b64(createHmac('sha256', this.key).update(text).digest().subarray(0, SIG_BYTES));
  }

  private matches(given: string, expected: string): boolean {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
