import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { Operation } from '../../../src/common/access/access-table.js';
import { PushRepository } from '../../../src/modules/push/push.repository.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';
import type { CallerName } from '../callers.js';
import { accountOf } from './auth.js';

/** A browser's subscription as it would send it: its own endpoint and keys. */
function browserSubscription() {
  return {
    endpoint: `https://push.example.com/wpush/${randomUUID()}`,
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** A subscription of the caller's own account, straight in the database, for one call alone. */
async function subscriptionOf(w: World, caller: CallerName): Promise<string> {
  if (caller === 'anonymous') return randomUUID();
  const row = await w.sut.get<PushRepository>(PushRepository).upsert({
    userId: accountOf(w, caller).id,
    ...browserSubscription(),
    userAgent: 'Access test',
  });
  return row.id;
}

const scholarSubscription = oncePerWorld((w) => subscriptionOf(w, 'scholar'));

// A subscription is a browser's: the service refuses any bearer caller, whatever the role allows.
const refusedToTokens = { readToken: 'forbidden', writeToken: 'forbidden' } as const;

export const pushRecipes: Partial<Record<Operation, Recipe>> = {
  myPushSubscriptions: {
    list: { record: scholarSubscription, select: '{ id }', readers: ['scholar'] },
    answers: refusedToTokens,
  },
  subscribePush: {
    call: () => ({ args: { input: browserSubscription() } }),
    answers: refusedToTokens,
  },
  unsubscribePush: {
    call: async (w, caller) => ({ args: { id: await subscriptionOf(w, caller) } }),
    answers: refusedToTokens,
  },
};
