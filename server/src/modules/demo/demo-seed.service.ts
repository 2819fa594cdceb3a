import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { OfficesService } from '../offices/offices.service.js';

/**
 * Fills an empty embedded installation with demo data so the product can be
 * tried at once (ARCHITECTURE §3). Every step is idempotent: it runs at each
 * boot and only adds what is missing. Each domain adds its own step here
 * (the identity module adds one account per role).
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly offices: OfficesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const created = await this.offices.ensureDefaults();
    if (created.length > 0) {
      this.logger.log(`Demo offices created: ${created.map((office) => office.name).join(', ')}`);
    }
  }
}
