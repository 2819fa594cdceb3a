import { Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DbContext } from '../../db/db-context.js';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';
import type { DtrChange } from './dtr.types.js';

/** One topic per scholar: the student's grid and the office's view of that scholar listen to it. */
export const dtrChangedTopic = (scholarId: string) => `dtr.changed.${scholarId}`;

/** Publishes DTR changes once they are committed (never for a rolled-back write). */
@Injectable()
export class DtrLive {
  constructor(
    private readonly context: DbContext,
    @InjectPubSub() private readonly pubSub: PubSubEngine,
  ) {}

  changed(...changes: DtrChange[]): void {
    this.context.afterCommit(async () => {
      for (const change of changes)
        await this.pubSub.publish(dtrChangedTopic(change.scholarId), change);
    });
  }

  subscribe(scholarId: string) {
    return this.pubSub.asyncIterableIterator<DtrChange>(dtrChangedTopic(scholarId));
  }
}
