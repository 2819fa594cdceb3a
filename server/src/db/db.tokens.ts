import { Inject } from '@nestjs/common';

export const DATABASE = Symbol('DATABASE');
export const DB = Symbol('DB');

/** Injects the root Drizzle client; repositories use DbContext, which also sees transactions. */
export const InjectDb = () => Inject(DB);
/** Injects the Database (kind, ping, close). */
export const InjectDatabase = () => Inject(DATABASE);
