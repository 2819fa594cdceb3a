import { Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { requireAccess } from '../../common/access/require-access.js';
import { DbContext } from '../../db/db-context.js';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';
import type { User } from '../users/users.table.js';
import { DtrAccess } from './dtr-access.js';
import type { DtrChange } from './dtr.types.js';

/** One topic per scholar: the student's grid and the office's view of that scholar listen to it. */
export const dtrChangedTopic = (scholarId: string) => `dtr.changed.${scholarId}`;

/** Publishes DTR changes once they are committed (never for a rolled-back write). */
@Injectable()
export class DtrLive {
  constructor(
    private readonly context: DbContext,
    @InjectPubSub() private readonly pubSub: PubSubEngine,
    private readonly access: DtrAccess,
  ) {}

  changed(...changes: DtrChange[]): void {
    this.context.afterCommit(async () => {
      for (const change of changes)
        await this.pubSub.publish(dtrChangedTopic(change.scholarId), change);
    });
  }

  /** dtrChanged: the changes of a scholar in the viewer's scope (another's is "not found"). */
  async watch(viewer: User, scholarId: string) {
    requireAccess(viewer, 'dtrChanged');
    const scholar = await this.access.scholar(viewer, scholarId);
    return this.pubSub.asyncIterableIterator<DtrChange>(dtrChangedTopic(scholar.id));
  }
}
