/** Per-user topics: a subscriber only ever listens to its own user's channel. */
export const notificationAddedTopic = (userId: string) => `notification.added.${userId}`;
export const unreadCountTopic = (userId: string) => `notification.unread.${userId}`;
/** One topic for all users, carrying the users' ids: every instance drops their cached unread counts. */
export const UNREAD_CHANGED_TOPIC = 'notification.unread-changed';
