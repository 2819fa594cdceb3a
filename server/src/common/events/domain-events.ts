import { Global, Injectable, Module } from '@nestjs/common';

/**
 * A kind of event, the payload it carries and what its listeners answer,
 * declared once and named by reference by whoever emits or listens, so
 * neither imports the other.
 */
export interface DomainEvent<Payload, Answer = unknown> {
  readonly name: string;
  /** Only carries the payload's and answer's types; never set. */
  readonly payload?: (payload: Payload) => Answer;
}

export function domainEvent<Payload, Answer = unknown>(name: string): DomainEvent<Payload, Answer> {
  return { name };
}

export type Listener<Payload, Answer = unknown> = (
  payload: Payload,
) => Promise<Answer | void> | Answer | void;

/**
 * In-process domain events. `emit` awaits each listener in the order they
 * subscribed, in the caller's async context: inside `DbContext.transaction()`
 * a listener's writes join that transaction and commit or roll back with it.
 * A listener that throws stops the rest and the caller gets the error as
 * thrown (a `DomainError` refuses the caller's operation).
 */
@Injectable()
export class DomainEvents {
  // Keyed by the event object; each event's listeners have that event's types (see `on`).
  private readonly listeners = new Map<object, Listener<never, unknown>[]>();

  /** Subscribes for the life of the app (from a provider's `onModuleInit`). */
  on<Payload, Answer>(
    event: DomainEvent<Payload, Answer>,
    listener: Listener<Payload, Answer>,
  ): void {
    const listeners = this.listeners.get(event) ?? [];
    listeners.push(listener as Listener<never, unknown>);
    this.listeners.set(event, listeners);
  }

  /** What the listeners answered, in their order (those that answered nothing left out). */
  async emit<Payload, Answer>(
    event: DomainEvent<Payload, Answer>,
    payload: Payload,
  ): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (const listener of this.listeners.get(event) ?? []) {
      const answer = (await listener(payload as never)) as Answer | void;
      if (answer !== undefined) answers.push(answer);
    }
    return answers;
  }
}

@Global()
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class DomainEventsModule {}
