import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { ApiTokensRepository } from './api-tokens.repository.js';

/** "Last used" is worth knowing to the minute, never worth a write per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;
const FLUSH_EVERY_MS = 5_000;

/**
 * When and from where each token was last used, kept in memory and written
 * in one batch by a timer: a read with a token writes no row on its request
 * path, and each token's row at most once a minute (per instance).
 */
@Injectable()
export class ApiTokenUsage implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ApiTokenUsage');
  private readonly pending = new Map<string, { at: Date; ip: string }>();
  private readonly recordedAt = new Map<string, number>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly tokens: ApiTokensRepository,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Notes a use; cheap, and a no-op within a minute of the last one noted. */
  record(tokenId: string, ip: string): void {
    const now = this.clock.now();
    const last = this.recordedAt.get(tokenId);
    if (last !== undefined && now.getTime() - last < LAST_USED_RESOLUTION_MS) return;
    this.recordedAt.set(tokenId, now.getTime());
    this.pending.set(tokenId, { at: now, ip });
  }

  /** Writes the uses noted since the last flush (the timer's work; tests call it). */
  async flush(): Promise<void> {
    const uses = [...this.pending].map(([id, use]) => ({ id, ...use }));
    this.pending.clear();
    const horizon = this.clock.now().getTime() - LAST_USED_RESOLUTION_MS;
    for (const [id, at] of this.recordedAt) if (at < horizon) this.recordedAt.delete(id);
    try {
      await this.tokens.recordUse(uses);
    } catch (error) {
      // Worth a line in the log, not a retry: the next use notes it again.
      this.logger.warn(`Could not record API token use: ${(error as Error).message}`);
    }
  }
}
