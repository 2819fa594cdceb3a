import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';

export const PUB_SUB = Symbol('PUB_SUB');

/** Injects the PubSubEngine: in-process by default, Redis when REDIS_URL is set (fan-out across instances). */
export const InjectPubSub = () => Inject(PUB_SUB);

function createPubSub(config: AppConfig): PubSubEngine {
  if (!config.redisUrl) return new PubSub();
  const logger = new Logger('PubSub');
  const connect = () => {
    const client = new Redis(config.redisUrl!, { maxRetriesPerRequest: null });
    // Without a listener ioredis errors crash the process; it reconnects by itself.
    client.on('error', (error) => logger.error(`Redis: ${error.message}`));
    return client;
  };
  return new RedisPubSub({ publisher: connect(), subscriber: connect() });
}

@Injectable()
class PubSubCloser implements OnApplicationShutdown {
  constructor(@InjectPubSub() private readonly pubSub: PubSubEngine) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.pubSub instanceof RedisPubSub) await this.pubSub.close();
  }
}

@Global()
@Module({
  providers: [{ provide: PUB_SUB, inject: [APP_CONFIG], useFactory: createPubSub }, PubSubCloser],
  exports: [PUB_SUB],
})
export class PubSubModule {}
