import { Query, Resolver } from '@nestjs/graphql';
import { SystemService } from './system.service.js';
import { Health, PublicConfig } from './system.types.js';
import { Access } from '../../common/access/access.decorator.js';

@Resolver()
export class SystemResolver {
  constructor(private readonly system: SystemService) {}

  @Access('health')
  @Query(() => Health, { description: 'Liveness of the server and its database.' })
  health(): Promise<Health> {
    return this.system.health();
  }

  @Access('publicConfig')
  @Query(() => PublicConfig, { description: 'Settings the web client needs before sign-in.' })
  publicConfig(): PublicConfig {
    return this.system.publicConfig();
  }
}
