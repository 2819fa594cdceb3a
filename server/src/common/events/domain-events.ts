import { Global, Injectable, Module } from '@nestjs/common';

/**
 * A kind of event and the payload it carries, declared once and named by
 * reference by whoever emits or listens, so neither imports the other.
 */
export interface DomainEvent<Payload> {
  readonly name: string;
  /** Only carries the payload's type; never set. */
  readonly payload?: (payload: Payload) => void;
}

export function domainEvent<Payload>(name: string): DomainEvent<Payload> {
  return { name };
}

export type Listener<Payload> = (payload: Payload) => Promise<unknown> | void;

/**
 * In-process domain events. `emit` awaits each listener in the order they
 * subscribed, in the caller's async context: inside `DbContext.transaction()`
 * a listener's writes join that transaction and commit or roll back with it.
 * A listener that throws stops the rest and the caller gets the error as
 * thrown (a `DomainError` refuses the caller's operation).
 */
@Injectable()
export class DomainEvents {
  private readonly listeners = new Map<DomainEvent<never>, Listener<never>[]>();

  /** Subscribes for the life of the app (from a provider's `onModuleInit`). */
  on<Payload>(event: DomainEvent<Payload>, listener: Listener<Payload>): void {
    const listeners = this.listeners.get(event) ?? [];
    listeners.push(listener);
    this.listeners.set(event, listeners);
  }

  async emit<Payload>(event: DomainEvent<Payload>, payload: Payload): Promise<void> {
    for (const listener of this.listeners.get(event) ?? []) await listener(payload as never);
  }
}

@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class DomainEventsModule {}
