import { Clock } from '../../src/common/clock.js';

/** The server's clock, moved forward by the test instead of sleeping (createTestApp({ clock })). */
export class TestClock extends Clock {
  private offsetMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
