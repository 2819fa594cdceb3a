import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { Agent } from 'node:https';
import webPush from 'web-push';
import { DomainEvents } from '../../common/events/domain-events.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { untallied } from '../../db/query-tally.js';
import type { Notification } from '../notifications/notifications.table.js';
import { NotificationsCommitted } from '../notifications/notifications.service.js';
import { LAST_OK_RESOLUTION_MS, PushRepository } from './push.repository.js';
import type { PushSubscriptionRow } from './push.table.js';

/**
 * The HTTPS agent deliveries go through; null: Node's own (the system's
 * trusted certificates). Tests give one that trusts their push service.
 */
export const PUSH_AGENT = Symbol('PUSH_AGENT');

/** Pushes sent at once; the rest wait their turn, so a broadcast never floods the process. */
const CONCURRENCY = 8;
/** A phone off for a day has missed nothing it still needs pushed. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;
const BODY_MAX = 240;

/** What the service worker shows (client/src/pwa/service-worker.ts reads the same fields). */
export interface PushPayload {
  title: string;
  body: string;
  link: string;
  tag: string;
}

export function pushPayload(notification: Notification): PushPayload {
  const body = notification.message;
  return {
    title: notification.title,
    body: body.length > BODY_MAX ? `${body.slice(0, BODY_MAX - 1)}…` : body,
    link: notification.link ?? '/notifications',
    tag: notification.id,
  };
}

/**
 * Web Push for every notification, once, from the instance that committed
 * it, to its user's subscribed browsers. Fire and forget: the request that
 * notified never waits for a push service and never fails for one.
 */
@Injectable()
export class PushDelivery implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Push');
  private readonly queue: Array<() => Promise<void>> = [];
  private readonly inFlight = new Set<Promise<void>>();
  /** Notifications whose subscriptions are still being read. */
  private reading = 0;
  private readonly whenIdle: Array<() => void> = [];

  constructor(
    private readonly subscriptions: PushRepository,
    private readonly events: DomainEvents,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(PUSH_AGENT) private readonly agent: Agent | null,
  ) {}

  onModuleInit(): void {
    this.events.on(NotificationsCommitted, (notifications) => {
      // Not awaited: the caller's answer does not wait for the pushes.
      void this.deliver(notifications);
    });
  }

  /** Resolves once every push started so far has been answered (or has failed). */
  settled(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.whenIdle.push(resolve));
  }

  async onApplicationShutdown(): Promise<void> {
    this.queue.length = 0;
    await Promise.all(this.inFlight);
  }

  private deliver(notifications: Notification[]): Promise<void> {
    this.reading += 1;
    // Background work the request only starts: its statements are not the request's.
    return untallied(async () => {
      try {
        const userIds = [...new Set(notifications.map((row) => row.userId))];
        const rows = await this.subscriptions.listOfUsers(userIds);
        for (const notification of notifications)
          for (const subscription of rows.filter((row) => row.userId === notification.userId))
            this.queue.push(() => this.send(subscription, pushPayload(notification)));
      } catch (error) {
        this.logger.error(`Push subscriptions could not be read: ${String(error)}`);
      } finally {
        this.reading -= 1;
        this.pump();
      }
    });
  }

  private pump(): void {
    while (this.inFlight.size < CONCURRENCY && this.queue.length > 0) {
      const job = this.queue.shift()!;
      const running = job().finally(() => {
        this.inFlight.delete(running);
        this.pump();
      });
      this.inFlight.add(running);
    }
    if (this.isIdle()) for (const resolve of this.whenIdle.splice(0)) resolve();
  }

  private isIdle(): boolean {
    return this.reading === 0 && this.inFlight.size === 0 && this.queue.length === 0;
  }

  private async send(subscription: PushSubscriptionRow, payload: PushPayload): Promise<void> {
    const { vapid, subject } = this.config.push;
    try {
      await webPush.sendNotification(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: TTL_SECONDS,
          timeout: TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          ...(this.agent ? { agent: this.agent } : {}),
        },
      );
      if (isStale(subscription.lastOkAt)) {
        subscription.lastOkAt = new Date();
        await this.subscriptions.markDelivered(subscription.id);
      }
    } catch (error) {
      await this.failed(subscription, error);
    }
  }

  private async failed(subscription: PushSubscriptionRow, error: unknown): Promise<void> {
    const status = error instanceof webPush.WebPushError ? error.statusCode : undefined;
    try {
      // 404 and 410: the browser unsubscribed or the subscription expired; it will never work again.
      if (status === 404 || status === 410) {
        await this.subscriptions.delete(subscription.id);
        this.logger.log(`Push subscription ${subscription.id} is gone (${status}): removed`);
        return;
      }
      this.logger.warn(
        `Push to subscription ${subscription.id} failed: ${status ? `${status} ${(error as webPush.WebPushError).body}` : String(error)}`,
      );
    } catch (cleanup) {
      this.logger.error(`Push subscription ${subscription.id} not removed: ${String(cleanup)}`);
    }
  }
}

const isStale = (lastOkAt: Date | null) =>
  !lastOkAt || Date.now() - lastOkAt.getTime() > LAST_OK_RESOLUTION_MS;
