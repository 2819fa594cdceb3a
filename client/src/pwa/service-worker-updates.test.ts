import { describe, expect, it, jest } from '@jest/globals';

import {
  watchForUpdates,
  type UpdatableRegistration,
  type WorkerLike,
} from '@/pwa/service-worker-updates';

class FakeWorker implements WorkerLike {
  private readonly listeners: Array<() => void> = [];
  constructor(public state = 'installing') {}
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  postMessage() {}
  moveTo(state: string) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

class FakeRegistration implements UpdatableRegistration {
  waiting: WorkerLike | null = null;
  installing: WorkerLike | null = null;
  private readonly listeners: Array<() => void> = [];
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.listeners.push(listener);
  }
  found(worker: FakeWorker) {
    this.installing = worker;
    for (const listener of this.listeners) listener();
  }
}

describe('watchForUpdates', () => {
  it('reports a worker already waiting behind the page’s', () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker('installed');
    registration.waiting = waiting;
    const onWaiting = jest.fn();
    watchForUpdates(registration, () => true, onWaiting);
    expect(onWaiting).toHaveBeenCalledWith(waiting);
  });

  it('reports a new version once it has installed, not while installing', () => {
    const registration = new FakeRegistration();
    const onWaiting = jest.fn();
    watchForUpdates(registration, () => true, onWaiting);
    const worker = new FakeWorker();
    registration.found(worker);
    expect(onWaiting).not.toHaveBeenCalled();
    worker.moveTo('installed');
    expect(onWaiting).toHaveBeenCalledWith(worker);
  });

  it('does not offer the first install as a new version', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    const onWaiting = jest.fn();
    watchForUpdates(registration, () => false, onWaiting);
    const worker = new FakeWorker();
    registration.found(worker);
    worker.moveTo('installed');
    expect(onWaiting).not.toHaveBeenCalled();
  });
});
