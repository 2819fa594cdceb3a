import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Database } from './database.js';

export const DATABASE = Symbol('DATABASE');
export const DB = Symbol('DB');

/** Injects the Drizzle client; only repositories should ask for it. */
export const InjectDb = () => Inject(DB);
export const InjectDatabase = () => Inject(DATABASE);

@Injectable()
class DatabaseCloser implements OnApplicationShutdown {
  constructor(@InjectDatabase() private readonly database: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}

/** Provides an opened, migrated database; the application owns it from then on and closes it on shutdown. */
@Global()
@Module({})
export class DatabaseModule {
  static register(database: Database): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE, useValue: database },
        { provide: DB, useValue: database.db },
        DatabaseCloser,
      ],
      exports: [DATABASE, DB],
    };
  }
}
