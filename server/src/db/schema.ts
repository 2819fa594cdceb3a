// Every table of every domain, for drizzle-kit and the typed client.
export * from '../modules/offices/offices.table.js';
export * from '../modules/users/users.table.js';
