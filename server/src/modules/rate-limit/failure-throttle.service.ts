import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { FailureThrottleRepository } from './failure-throttle.repository.js';
import {
  isForgotten,
  isLocked,
  retryAfterSeconds,
  tooManyAttempts,
  type FailureRule,
  type FailureState,
} from './failure-throttle.rules.js';

export interface ThrottleSubject {
  rule: FailureRule;
  /** Whom the rule counts: an address, an account, an account and a client… */
  subject: string;
}

/** An attempt let through: what it found on record, and its places to give back when it is decided. */
export interface Admission {
  /** Subjects with failures on record when the attempt began. */
  onRecord: Set<ThrottleSubject>;
  /** Counts this attempt's failure for one of its subjects; true when that set a lock. */
  recordFailure(subject: ThrottleSubject): Promise<boolean>;
  /** Call once the outcome is recorded (in a finally). */
  release(): void;
}

/** The states of those of `keys` that have a row (FailureThrottleRepository.statesOf, or a caller's own statement). */
export type StatesReader = (keys: string[]) => Promise<Array<FailureState & { key: string }>>;

/** How long an attempt waits for the attempts ahead of it before it is refused as busy. */
const BUSY_PATIENCE_MS = 5_000;
const BUSY_RETRY_AFTER_S = 1;

const keyOf = ({ rule, subject }: ThrottleSubject) => `${rule.name}:${subject.toLowerCase()}`;

/** This instance's attempts on one subject: reading its state, in flight, landed; and who waits for a landing. */
interface Flight {
  reading: number;
  inFlight: number;
  landed: number;
  waiters: Array<() => void>;
}

/**
 * Limits on failures kept in the database, so every server instance shares
 * them. Checking costs one read; only failures write, so a successful
 * attempt never uses up a limit.
 *
 * Between the check and the recorded outcome an attempt is "in flight". So
 * that a burst of parallel requests cannot all pass one check, each instance
 * lets at most as many attempts per subject be in flight as the subject has
 * failures left before its next lock (at least one); an attempt beyond that
 * waits for one ahead of it to land and reads again. A read that attempts
 * landed during is read again only when those landings, taken as failures,
 * would leave no room (far from a limit, a busy address is never re-read, so
 * a campus signing in is not held back). A burst so gets exactly the tries
 * a sequence would, plus at most one per other server instance.
 */
@Injectable()
export class FailureThrottleService {
  private readonly flights = new Map<string, Flight>();

  constructor(
    private readonly store: FailureThrottleRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Throws RATE_LIMITED (with the longest wait) when any subject is locked or
   * has no try left. `read` fetches the subjects' states for the first check,
   * so a caller can ask for them in a statement of its own (a sign-in reads
   * the account with them); a check made again reads the store.
   */
  admit(subjects: ThrottleSubject[], read: StatesReader = this.storeReader): Promise<Admission> {
    return this.check(subjects, read, performance.now() + BUSY_PATIENCE_MS);
  }

  private readonly storeReader: StatesReader = (keys) => this.store.statesOf(keys);

  private async check(
    subjects: ThrottleSubject[],
    read: StatesReader,
    patientUntil: number,
  ): Promise<Admission> {
    const keys = subjects.map(keyOf);
    const flights = keys.map((key) => this.flightOf(key));
    const landedBefore = flights.map((flight) => flight.landed);
    flights.forEach((flight) => flight.reading++);
    let states: Map<string, FailureState & { key: string }>;
    try {
      states = new Map((await read(keys)).map((row) => [row.key, row]));
    } finally {
      flights.forEach((flight) => flight.reading--);
    }
    const now = this.clock.now();
    // No await from here on: the checks and taking the places in flight are one step.
    const until = [...states.values()]
      .filter((state) => isLocked(state, now))
      .map((state) => state.lockedUntil!.getTime())
      .sort((a, b) => b - a)[0];
    if (until !== undefined) {
      keys.forEach((key) => this.tidy(key));
      throw tooManyAttempts(retryAfterSeconds(new Date(until), now));
    }
    // Attempts that landed during the read may be failures the read missed:
    // count them as such, and read again only when that could change the answer.
    let stale = false;
    const full = keys.find((key, i) => {
      const state = states.get(key);
      const failures = state && !isForgotten(subjects[i]!.rule, state, now) ? state.failures : 0;
      const room = Math.max(1, subjects[i]!.rule.limit - failures);
      const { inFlight, landed } = flights[i]!;
      if (inFlight + landed - landedBefore[i]! >= room) stale ||= landed !== landedBefore[i];
      return inFlight >= room;
    });
    if (stale || full !== undefined) {
      const landing = full === undefined ? Promise.resolve() : this.landingOf(full, patientUntil);
      keys.forEach((key) => this.tidy(key));
      if (performance.now() >= patientUntil) throw tooManyAttempts(BUSY_RETRY_AFTER_S);
      await landing;
      return this.check(subjects, this.storeReader, patientUntil);
    }
    flights.forEach((flight) => flight.inFlight++);
    const held = new Set(subjects);
    const land = (subject: ThrottleSubject) => {
      if (held.delete(subject)) this.land(keyOf(subject));
    };
    return {
      onRecord: new Set(subjects.filter((_, i) => states.has(keys[i]!))),
      recordFailure: async (subject) => {
        const locked = await this.recordFailure(subject);
        land(subject);
        return locked;
      },
      release: () => held.forEach(land),
    };
  }

  private flightOf(key: string): Flight {
    let flight = this.flights.get(key);
    if (!flight)
      this.flights.set(key, (flight = { reading: 0, inFlight: 0, landed: 0, waiters: [] }));
    return flight;
  }

  private land(key: string): void {
    const flight = this.flights.get(key)!;
    flight.inFlight--;
    flight.landed++;
    flight.waiters.splice(0).forEach((wake) => wake());
    this.tidy(key);
  }

  // Nobody reading and nothing in flight: nothing to remember for this subject.
  private tidy(key: string): void {
    const flight = this.flights.get(key);
    if (flight && flight.reading === 0 && flight.inFlight === 0) this.flights.delete(key);
  }

  /** Resolves when an attempt on `key` lands, or at the deadline. */
  private landingOf(key: string, deadline: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, deadline - performance.now())).unref();
      this.flights.get(key)!.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Counts a failure; locks the subject when its rule says so. True when this failure set the lock. */
  private recordFailure(subject: ThrottleSubject): Promise<boolean> {
    return this.store.recordFailure(keyOf(subject), subject.rule, this.clock.now());
  }

  /** True the first time it is asked during a run of failures: tell someone once per run. */
  claimAlert(subject: ThrottleSubject): Promise<boolean> {
    return this.store.claimAlert(keyOf(subject), this.clock.now());
  }

  /** Clears a subject's failures (a success from that client). */
  forget(subject: ThrottleSubject): Promise<void> {
    return this.store.forget(keyOf(subject));
  }

  /** Drops runs older than `olderThanMs` that lock nothing: housekeeping. */
  sweep(olderThanMs: number): Promise<number> {
    const now = this.clock.now();
    return this.store.sweep(new Date(now.getTime() - olderThanMs), now);
  }
}
