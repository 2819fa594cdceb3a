import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';

export const SESSIONS_ENDED_TOPIC = 'sessions.ended';
/** Close code for a socket whose session ended (graphql-ws reserves 4400–4499 for the app). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

export interface ClosableSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * Open WebSockets by session, so that ending a session (sign-out, another
 * device ending it, a password change) also closes its live connections —
 * on every instance, since the event travels over the shared pub/sub.
 */
@Injectable()
export class SessionSockets implements OnModuleInit, OnModuleDestroy {
  private readonly sockets = new Map<string, Set<ClosableSocket>>();
  private subscription?: number;

  constructor(@InjectPubSub() private readonly pubSub: PubSubEngine) {}

  async onModuleInit(): Promise<void> {
    this.subscription = await this.pubSub.subscribe(
      SESSIONS_ENDED_TOPIC,
      (ids: string[]) => this.close(ids),
      {},
    );
  }

  onModuleDestroy(): void {
    if (this.subscription !== undefined) this.pubSub.unsubscribe(this.subscription);
  }

  track(sessionId: string, socket: ClosableSocket): void {
    const set = this.sockets.get(sessionId) ?? new Set();
    set.add(socket);
    this.sockets.set(sessionId, set);
    socket.once('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(sessionId);
    });
  }

  /** Closes every tracked socket (the server is stopping); returns how many there were. */
  closeAll(code: number, reason: string): number {
    let closed = 0;
    for (const set of this.sockets.values())
      for (const socket of set) {
        socket.close(code, reason);
        closed += 1;
      }
    return closed;
  }

  private close(sessionIds: string[]): void {
    for (const id of sessionIds) {
      for (const socket of this.sockets.get(id) ?? [])
        socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
  }
}
