import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { dateFormat } from '../../src/common/date-format.js';
import { makePunchCode, stepOf } from '../../src/modules/punches/punch-code.js';
import { PunchesRepository } from '../../src/modules/punches/punches.repository.js';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

export const PUNCH = `mutation Punch($input: PunchInput!) {
  punch(input: $input) {
    punch { id workDate slot at claimedAt lateSend officeName }
    day { date in1 out1 in2 out2 workedMinutes punchedSlots lateSend flags status version }
  }
}`;
export const CREATE_KIOSK = `mutation Create($input: CreateKioskInput!) {
  createKiosk(input: $input) { key kiosk { id officeId name createdByName revokedAt } }
}`;
export const REVOKE_KIOSK = `mutation Revoke($id: ID!) { revokeKiosk(id: $id) { id revokedAt } }`;
export const KIOSK_FEED_FIELDS = `code { officeName code url step validUntil serverTime } recentPunches { firstName slot at }`;
export const UPDATE_SETTINGS = `mutation Settings($input: PunchSettingsInput!) {
  updatePunchSettings(input: $input) { officeId officeName mode opensAt closesAt maxMinutesPerDay }
}`;

export interface PunchDay {
  date: string;
  in1: string | null;
  out1: string | null;
  in2: string | null;
  out2: string | null;
  workedMinutes: number;
  punchedSlots: string[];
  lateSend: boolean;
  flags: string[];
}

export interface KioskFeedView {
  code: { officeName: string; code: string; url: string; step: number };
  recentPunches: Array<{ firstName: string; slot: string; at: string }>;
}

/** A kiosk of `officeId` made by `staff`; its key. */
export async function createKiosk(staff: TestClient, officeId?: string) {
  const res = await staff.graphql<{ createKiosk: { key: string; kiosk: { id: string } } }>(
    CREATE_KIOSK,
    { input: { officeId, name: 'Front desk' } },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return { key: res.data.createKiosk.key, id: res.data.createKiosk.kiosk.id };
}

/** The kiosk's feed over REST, as its page reads it. */
export async function kioskFeed(sut: TestApp, key: string): Promise<KioskFeedView> {
  const res = await sut.http().get('/api/kiosk/feed').set('X-Kiosk-Key', key);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.feed as KioskFeedView;
}

/** The office's code for the step of `at`, made with the server's own function (tests about time). */
export async function codeAt(sut: TestApp, officeId: string, at: Date): Promise<string> {
  const secret = await sut.get<PunchesRepository>(PunchesRepository).secretOf(officeId);
  return makePunchCode(secret, officeId, stepOf(at));
}

/** The punch's answer: its day, or the first error's message. */
export async function punch(
  client: TestClient,
  code: string,
  scannedAt?: Date,
): Promise<{ day?: PunchDay; punch?: Record<string, unknown>; error?: string; fields?: unknown }> {
  const res = await client.graphql<{ punch: { day: PunchDay; punch: Record<string, unknown> } }>(
    PUNCH,
    { input: { code, scannedAt: scannedAt?.toISOString() } },
  );
  const error = res.errors?.[0];
  if (error) return { error: error.message, fields: error.extensions?.fields };
  return { day: res.data!.punch.day, punch: res.data!.punch.punch };
}

/** HH:MM of `at` on the university's clock. */
export const wallTime = (sut: TestApp, at: Date) =>
  dateFormat('en-GB', {
    timeZone: sut.config.timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

/** The kiosk's live feed over graphql-ws, its key as a connection parameter. */
export function watchKiosk(sut: TestApp, key: string) {
  const received: KioskFeedView[] = [];
  const waiters: Array<(feed: KioskFeedView) => void> = [];
  let closedWith!: (code: number) => void;
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  const ws = createClient({
    url: `${sut.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { kioskKey: key },
    retryAttempts: 0,
    on: { closed: (event) => closedWith((event as { code: number }).code) },
  });
  let errors: unknown;
  ws.subscribe<{ kioskFeed: KioskFeedView }>(
    { query: `subscription { kioskFeed { ${KIOSK_FEED_FIELDS} } }` },
    {
      next: ({ data, errors: failed }) => {
        if (failed) errors = failed;
        if (!data) return;
        received.push(data.kioskFeed);
        waiters.shift()?.(data.kioskFeed);
      },
      error: (error) => (errors = error),
      complete: () => undefined,
    },
  );
  return {
    received,
    closed,
    errors: () => errors,
    next: (timeoutMs = 5000) =>
      new Promise<KioskFeedView>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no feed within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push((feed) => {
          clearTimeout(timer);
          resolve(feed);
        });
      }),
    dispose: () => ws.dispose(),
  };
}
