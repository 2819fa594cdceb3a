import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { SystemService } from './system.service.js';
import type { Health } from './system.types.js';
import { Access } from '../../common/access/access.decorator.js';

@Controller()
export class SystemController {
  constructor(private readonly system: SystemService) {}

  /** Load balancers read the status code: 503 while the database is unreachable. */
  @Access('health')
  @Get('health')
  async health(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const health = await this.system.health();
    res.status(health.status === 'ok' ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return health;
  }
}
