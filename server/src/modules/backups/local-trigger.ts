import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Where a running server tells `npm run backup` how to reach it. */
export const triggerFile = (dataDir: string): string => join(dataDir, 'backup-trigger.json');

export interface TriggerInfo {
  url: string;
  token: string;
  pid: number;
}

/**
 * Once the server listens, writes its address and a random token to a file
 * only the owner can read (mode 0600) in the data directory: whoever can read
 * it may already read the database itself, so it grants nothing new.
 */
@Injectable()
export class LocalTrigger implements OnApplicationShutdown {
  private readonly token = randomBytes(32);
  private written = false;

  constructor(
    adapterHost: HttpAdapterHost,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    adapterHost.listen$.subscribe(() => {
      const address = adapterHost.httpAdapter.getHttpServer().address() as AddressInfo | null;
      if (address) this.write(address.port);
    });
  }

  allows(remoteAddress: string | undefined, token: string | undefined): boolean {
    if (!remoteAddress || !LOOPBACK.has(remoteAddress) || !token) return false;
    const given = Buffer.from(token, 'hex');
    return given.length === this.token.length && timingSafeEqual(given, this.token);
  }

  onApplicationShutdown(): void {
    if (this.written) rmSync(triggerFile(this.config.dataDir), { force: true });
  }

  private write(port: number): void {
    const info: TriggerInfo = {
      url: `http://127.0.0.1:${port}`,
      token: this.token.toString('hex'),
      pid: process.pid,
    };
    mkdirSync(this.config.dataDir, { recursive: true });
    const file = triggerFile(this.config.dataDir);
    rmSync(file, { force: true });
    writeFileSync(file, JSON.stringify(info), { mode: 0o600, flag: 'wx' });
    this.written = true;
  }
}
