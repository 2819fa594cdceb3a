import { Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { Clock } from '../../common/clock.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { isAllowedOrigin } from '../../graphql/websocket-auth.js';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';
import type { KioskRequest } from '../../common/access/kiosk-caller.js';
import { makePunchCode, punchUrl, stepEnd, stepOf } from './punch-code.js';
import { PunchesRepository, type RecentPunch } from './punches.repository.js';
import { kioskPunchTopic } from './punches.service.js';
import type { KioskFeed } from './punches.types.js';
import { pushStream } from './push-stream.js';

/** What the kiosk shows of punches: those of the last minute. */
const RECENT_MS = 60_000;
/** A kiosk's last-seen time is kept roughly: at most one write in this long. */
const SEEN_EVERY_MS = 5 * 60_000;
/** The new code is sent just after its step begins, so every instance agrees on it. */
const STEP_MARGIN_MS = 50;

/** An office as a kiosk's feed needs it: its name, its secret and where the QR points. */
interface FeedOffice {
  officeId: string;
  officeName: string;
  secret: string;
  origin: string;
}

/**
 * The office screen's feed: the current code (computed from the office's
 * secret and the server's time step, so every instance gives the same code)
 * and the punches of the last minute; live, a new code every step and each
 * punch as it lands.
 */
@Injectable()
export class KioskFeedService {
  constructor(
    private readonly repository: PunchesRepository,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
    @InjectPubSub() private readonly pubSub: PubSubEngine,
  ) {}

  async feed({ kiosk, origin }: KioskRequest): Promise<KioskFeed> {
    const office = await this.office(kiosk.officeId, origin);
    await this.repository.touchKiosk(kiosk.id);
    const since = new Date(this.clock.now().getTime() - RECENT_MS);
    return this.feedOf(office, await this.repository.recentPunches(kiosk.officeId, since));
  }

  /** The live feed: now, at every step, and at every punch of the office. */
  async watch({ kiosk, origin }: KioskRequest) {
    const office = await this.office(kiosk.officeId, origin);
    await this.repository.touchKiosk(kiosk.id);
    let seenAt = this.clock.now().getTime();
    const since = new Date(seenAt - RECENT_MS);
    let recent = await this.repository.recentPunches(kiosk.officeId, since);
    const stream = pushStream<KioskFeed>();
    const send = () => {
      const cutoff = this.clock.now().getTime() - RECENT_MS;
      recent = recent.filter((punch) => punch.at.getTime() > cutoff);
      stream.push(this.feedOf(office, recent));
    };
    let timer: NodeJS.Timeout | undefined;
    const nextStep = () => {
      const now = this.clock.now();
      timer = setTimeout(
        () => {
          send();
          if (now.getTime() - seenAt > SEEN_EVERY_MS) {
            seenAt = now.getTime();
            void this.repository.touchKiosk(kiosk.id).catch(() => undefined);
          }
          nextStep();
        },
        stepEnd(stepOf(now)).getTime() - now.getTime() + STEP_MARGIN_MS,
      );
    };
    const subscription = await this.pubSub.subscribe(
      kioskPunchTopic(kiosk.officeId),
      (punch: RecentPunch) => {
        // Through Redis the time arrives as text.
        recent = [{ ...punch, at: new Date(punch.at) }, ...recent];
        send();
      },
      {},
    );
    stream.onEnd(() => {
      clearTimeout(timer);
      this.pubSub.unsubscribe(subscription);
    });
    send();
    nextStep();
    return stream.iterator;
  }

  private feedOf(office: FeedOffice, recent: RecentPunch[]): KioskFeed {
    const now = this.clock.now();
    const step = stepOf(now);
    const code = makePunchCode(office.secret, office.officeId, step);
    return {
      code: {
        officeName: office.officeName,
        code,
        url: punchUrl(office.origin, code),
        step,
        validUntil: stepEnd(step),
        serverTime: now,
      },
      recentPunches: recent,
    };
  }

  private async office(officeId: string, requestOrigin?: string): Promise<FeedOffice> {
    const secret = await this.repository.secretOf(officeId);
    const officeName = (await this.repository.officeName(officeId)) ?? '';
    // The QR points where the kiosk page was served from, when that is one of ours.
    const origin =
      requestOrigin && isAllowedOrigin(requestOrigin, this.config)
        ? requestOrigin
        : this.config.publicUrl;
    return { officeId, officeName, secret, origin };
  }
}
