/** Published with a user's id after any change to their row (role, status, name, password…), on every instance. */
export const USER_CHANGED_TOPIC = 'users.changed';
