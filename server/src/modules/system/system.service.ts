import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { serverVersion as version } from '../../config/version.js';
import { InjectDatabase } from '../../db/db.tokens.js';
import type { Database } from '../../db/database.js';
import type { Health, PublicConfig } from './system.types.js';

/** A load balancer's health check must answer even when the database hangs rather than refuses. */
const PING_WITHIN_MS = 3_000;

@Injectable()
export class SystemService {
  constructor(
    @InjectDatabase() private readonly database: Database,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async health(): Promise<Health> {
    const up = await Promise.race([
      this.database.ping().then(
        () => true,
        () => false,
      ),
      sleep(PING_WITHIN_MS, false, { ref: false }),
    ]);
    return {
      status: up ? 'ok' : 'error',
      db: this.database.kind,
      database: up ? 'up' : 'down',
      version,
    };
  }

  publicConfig(): PublicConfig {
    return {
      productName: this.config.product.name,
      productShortName: this.config.product.shortName,
      academicEmailDomain: this.config.academicEmailDomain,
    };
  }
}
