import {
  type DynamicModule,
  Global,
  Injectable,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AdvisoryLocks } from './advisory-locks.js';
import type { Database } from './database.js';
import { DbContext } from './db-context.js';
import { DATABASE, DB, InjectDatabase } from './db.tokens.js';

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
        DbContext,
        AdvisoryLocks,
      ],
      exports: [DATABASE, DB, DbContext, AdvisoryLocks],
    };
  }
}
