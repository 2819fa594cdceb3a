/** A push as the server sends it (server/src/modules/push/push-delivery.ts, PushPayload). */
export interface PushMessage {
  title: string;
  body: string;
  link: string;
  tag?: string;
}

const FALLBACK: PushMessage = {
  title: 'SASM-IMS',
  body: 'You have a new notification.',
  link: '/notifications',
};

/**
 * Reads a push's JSON; anything unexpected still shows a notification (a push
 * the worker receives must show one) that opens the notifications page.
 */
export function readPushMessage(text: string | undefined): PushMessage {
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    return FALLBACK;
  }
  if (typeof data !== 'object' || data === null) return FALLBACK;
  const { title, body, link, tag } = data as Record<string, unknown>;
  return {
    title: typeof title === 'string' && title ? title : FALLBACK.title,
    body: typeof body === 'string' ? body : '',
    link:
      typeof link === 'string' && link.startsWith('/') && !link.startsWith('//')
        ? link
        : FALLBACK.link,
    ...(typeof tag === 'string' ? { tag } : {}),
  };
}
