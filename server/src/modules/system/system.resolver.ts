import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../auth/auth.decorators.js';
import { SystemService } from './system.service.js';
import { Health, PublicConfig } from './system.types.js';

@Resolver()
export class SystemResolver {
  constructor(private readonly system: SystemService) {}

  @Public()
  @Query(() => Health, { description: 'Liveness of the server and its database.' })
  health(): Promise<Health> {
    return this.system.health();
  }

  @Public()
  @Query(() => PublicConfig, { description: 'Settings the web client needs before sign-in.' })
  publicConfig(): PublicConfig {
    return this.system.publicConfig();
  }
}
