import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Request, RequestHandler, Response } from 'express';
import { Clock } from '../../common/clock.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { UploadHeapCompaction } from './upload-heap-compaction.js';
import { UploadSlotsRepository } from './upload-slots.repository.js';
import { ACCESS_COOKIE, accessTokenKey } from '../../common/access/access-token.js';

const HOUR_MS = 60 * 60 * 1000;
const MB = 1024 * 1024;
/** Longer than any request may last (Node's 5-minute request timeout): a slot older is debris. */
const SLOT_STALE_MS = 10 * 60 * 1000;
/** How soon to try again when all of one's upload slots are taken. */
const IN_FLIGHT_RETRY_S = 10;

const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

/**
 * Decides, before a byte of it is read, whether a multipart request (an
 * upload, on either transport) may go on, and watches it while it runs —
 * the one place every upload passes, present and future:
 * - at most `UPLOADS_IN_FLIGHT` uploads at once per user (per address when
 *   signed out), counted in the database so every instance agrees;
 * - at most `UPLOAD_MB_PER_HOUR` declared bytes an hour per user;
 * - an upload that sends less than `UPLOAD_MIN_KB_PER_S` averaged over
 *   `UPLOAD_RATE_WINDOW_S` is cut with 408, so nobody holds a connection
 *   (and a descriptor) open for the whole request timeout by trickling.
 * Refusals are 429 with Retry-After, in the shape of the transport asked.
 * Once a burst of them is over, the memory it grew is given back
 * (UploadHeapCompaction).
 */
@Injectable()
export class UploadAdmission {
  private readonly logger = new Logger(UploadAdmission.name);
  private readonly tokens: JwtService;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly slots: UploadSlotsRepository,
    private readonly limits: RateLimitService,
    private readonly clock: Clock,
    private readonly heap: UploadHeapCompaction,
  ) {
    this.tokens = new JwtService({ secret: accessTokenKey(config.jwtSecret) });
  }

  /** Express middleware, before any multipart parser. */
  readonly middleware: RequestHandler = (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    this.heap.began(res);
    this.admit(req, res).then(
      (admitted) => admitted && next(),
      (error: unknown) => next(error),
    );
  };

  private async admit(req: Request, res: Response): Promise<boolean> {
    const { maxInFlight, bytesPerHour } = this.config.uploads;
    const subject = this.subjectOf(req);
    try {
      await this.limits.consume(
        [{ rule: { name: 'upload-kib', limit: bytesPerHour / 1024, windowMs: HOUR_MS }, subject }],
        {
          amount: Math.ceil(declaredLength(req) / 1024),
          message: (retryAfter) =>
            `You have uploaded more than ${bytesPerHour / MB} MB in the past hour. Try again in ${minutes(retryAfter)}.`,
        },
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refuse(req, res, 429, error.message, 'RATE_LIMITED', error.retryAfterSeconds);
      this.watchPace(req, res);
      return false;
    }

    const now = this.clock.now();
    const slot = await this.slots.take(subject, now, new Date(now.getTime() - SLOT_STALE_MS));
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.slots.release(slot.id).catch((error: unknown) => {
        this.logger.error(`Could not release an upload slot: ${String(error)}`);
      });
    };
    res.once('close', release);
    // Gone while we asked the database: its close went by before we listened.
    if (res.closed || req.socket.destroyed) {
      release();
      return false;
    }
    if (slot.ahead >= maxInFlight) {
      release();
      const message = `At most ${maxInFlight} uploads at a time. Wait for one to finish and try again.`;
      refuse(req, res, 429, message, 'RATE_LIMITED', IN_FLIGHT_RETRY_S);
      this.watchPace(req, res);
      return false;
    }
    this.watchPace(req, res);
    return true;
  }

  /** The signed-in user by their access token's signature alone (the guard checks the session later). */
  private subjectOf(req: Request): string {
    const token = (req.cookies as Record<string, string> | undefined)?.[ACCESS_COOKIE];
    if (token) {
      try {
        const { sub } = this.tokens.verify<{ sub?: unknown }>(token, { algorithms: ['HS256'] });
        if (typeof sub === 'string') return `user:${sub}`;
      } catch {
        // An expired or forged token: counted as the address, like anyone signed out.
      }
    }
    return `ip:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
  }

  /**
   * Cuts the request when it sends too little over the last window (socket
   * bytes, whatever reads them) — until its body has ended, also after an
   * early answer (a refusal, a 401 before the body was read), so a body
   * nobody wants cannot trickle in for the whole request timeout either.
   */
  private watchPace(req: Request, res: Response): void {
    const { minBytesPerSecond, rateWindowMs } = this.config.uploads;
    if (minBytesPerSecond === 0) return;
    const socket = req.socket;
    const samples: Array<[at: number, bytes: number]> = [[Date.now(), socket.bytesRead]];
    const timer = setInterval(
      () => {
        if (req.complete || socket.destroyed) return stop();
        const now = Date.now();
        samples.push([now, socket.bytesRead]);
        // Keep the newest sample that is a whole window old, and those after it.
        while (samples.length > 1 && samples[1]![0] <= now - rateWindowMs) samples.shift();
        const [since, bytes] = samples[0]!;
        if (now - since < rateWindowMs) return;
        if (socket.bytesRead - bytes >= (minBytesPerSecond * (now - since)) / 1000) return;
        stop();
        // Nothing more is read. The request itself is destroyed, not only its
        // socket: a request whose answer went out no longer hears of its
        // socket, and the parsers must see it close to discard what they stored.
        if (res.headersSent) return void req.destroy();
        const rate = `${minBytesPerSecond / 1024} KB/s`;
        const message = `The upload was too slow (under ${rate} for ${rateWindowMs / 1000} seconds) and was stopped. Please try again on a better connection.`;
        refuse(req, res, 408, message, 'UPLOAD_TOO_SLOW');
        res.once('finish', () => req.destroy());
      },
      Math.max(100, rateWindowMs / 6),
    );
    timer.unref();
    const stop = () => clearInterval(timer);
  }
}

function declaredLength(req: Request): number {
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > 0 ? length : 0;
}

/** A refusal in the transport's own shape (REST `{ message, code }`, GraphQL `{ errors }`). */
function refuse(
  req: Request,
  res: Response,
  status: number,
  message: string,
  code: string,
  retryAfter?: number,
): void {
  if (res.headersSent) return;
  if (retryAfter) res.set('Retry-After', String(retryAfter));
  const graphql = req.originalUrl.startsWith('/graphql');
  const body = graphql
    ? { errors: [{ message, extensions: { code, ...(retryAfter ? { retryAfter } : {}) } }] }
    : { message, code };
  // Written with end(), not send(): graphql-upload holds send() back until the
  // request's body has ended, which a trickling upload never does.
  res.status(status).type('application/json').end(JSON.stringify(body));
  // The body nobody will read is thrown away, so the answer reaches the client.
  req.resume();
}
