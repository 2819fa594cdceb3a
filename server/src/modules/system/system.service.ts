import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { serverRoot } from '../../config/paths.js';
import { InjectDatabase } from '../../db/db.tokens.js';
import type { Database } from '../../db/database.js';
import type { Health, PublicConfig } from './system.types.js';

const version = (
  JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { version: string }
).version;

@Injectable()
export class SystemService {
  constructor(
    @InjectDatabase() private readonly database: Database,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async health(): Promise<Health> {
    const status = await this.database.ping().then(
      () => 'ok' as const,
      () => 'error' as const,
    );
    return { status, db: this.database.kind, version };
  }

  publicConfig(): PublicConfig {
    return {
      productName: this.config.product.name,
      productShortName: this.config.product.shortName,
      academicEmailDomain: this.config.academicEmailDomain,
    };
  }
}
