/** Per-user topics: a subscriber only ever listens to its own user's channel. */
export const notificationAddedTopic = (userId: string) => `notification.added.${userId}`;
export const unreadCountTopic = (userId: string) => `notification.unread.${userId}`;
