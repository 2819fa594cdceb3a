import type { Agent } from 'node:https';

/** A subscription as a browser's `PushSubscription.toJSON()` gives it. */
export interface ReceiverSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A message the service accepted, decrypted. */
export interface ReceivedMessage {
  payload: Buffer;
  text(): string;
  json<T = unknown>(): T;
  /** The sender's TTL header, in seconds. */
  ttl: number;
  urgency: string;
  topic?: string;
  receivedAt: Date;
}

/** A request the service refused (not counting 410 for an expired subscription). */
export interface Rejection {
  endpoint: string;
  status: number;
  reason: string;
}

/** A Web Push service of this process, on 127.0.0.1 and a free port. */
export interface PushReceiver {
  /** https://127.0.0.1:<port>: the origin VAPID tokens must name as their audience. */
  url: string;
  /** The PEM certificate the service presents (self-signed). */
  ca: string;
  /** An HTTPS agent that trusts `ca`: give it to the sender (web-push's `agent` option). */
  agent: Agent;
  rejections: Rejection[];
  /**
   * A new subscription, as a browser makes one: its own P-256 key pair and
   * 16-byte auth secret. With `applicationServerKey` (base64url), messages
   * signed with another VAPID key are refused (403), as push services do.
   */
  subscribe(options?: { applicationServerKey?: string }): ReceiverSubscription;
  /** The messages received so far at this endpoint, oldest first. */
  messages(endpoint: string): ReceivedMessage[];
  /** From now on the endpoint answers 410 Gone (the browser unsubscribed). */
  expire(endpoint: string): void;
  /** Resolves with the endpoint's messages once it has `count`; rejects after `timeoutMs` (5 s). */
  waitForMessages(endpoint: string, count: number, timeoutMs?: number): Promise<ReceivedMessage[]>;
  close(): Promise<void>;
}

export function startPushReceiver(): Promise<PushReceiver>;
