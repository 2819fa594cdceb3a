/** Per-user topics: a subscriber only ever listens to its own user's channel. */
export const notificationAddedTopic = (userId: string) => `notification.added.${userId}`;
export const unreadCountTopic = (userId: string) => `notification.unread.${userId}`;
/** One topic for all users, carrying the user's id: every instance drops its cached unread count. */
export const UNREAD_CHANGED_TOPIC = 'notification.unread-changed';
