import {
  Args,
  Field,
  Float,
  InputType,
  Int,
  Mutation,
  ObjectType,
  PickType,
  Resolver,
} from '@nestjs/graphql';
import { randomBytes } from 'node:crypto';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { DomainError } from '../../common/errors/domain-error.js';
import { DbContext } from '../../db/db-context.js';
import { hashPassword } from '../auth/passwords.js';
import { OrphanFileSweeper } from '../files/orphan-file-sweeper.js';
import { OfficesService } from '../offices/offices.service.js';
import { ScholarsService } from '../scholars/scholars.service.js';
import { userRole } from '../users/users.table.js';
import type { UserRole } from '../../common/access/roles.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { notificationType, type NotificationType } from '../notifications/notifications.table.js';
import { UsersRepository } from '../users/users.repository.js';
import { Access } from '../../common/access/access.decorator.js';

@InputType()
class TestNotificationInput {
  @Field()
  @IsEmail()
  email: string;

  @Field(() => String, { defaultValue: 'info' })
  @IsIn(notificationType.enumValues)
  type: NotificationType;

  @Field()
  @IsString()
  @IsNotEmpty()
  title: string;

  @Field()
  @IsString()
  message: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  link?: string;
}

@InputType()
class TestBroadcastInput extends PickType(TestNotificationInput, ['title', 'message'] as const) {
  @Field(() => String)
  @IsIn(userRole.enumValues)
  role: UserRole;
}

@InputType()
class TestAccountInput {
  @Field(() => String)
  @IsIn(userRole.enumValues)
  role: UserRole;

  @Field(() => String, {
    nullable: true,
    description: 'Office code for office staff (default registrar).',
  })
  @IsOptional()
  @IsString()
  officeCode?: string;
}

@InputType()
class BackdateScholarInput {
  @Field()
  @IsUUID()
  scholarId: string;

  @Field({ description: 'YYYY-MM-DD: the new first day of the deployment.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/)
  startedOn: string;
}

@ObjectType()
class TestAccount {
  @Field()
  email: string;

  @Field()
  password: string;
}

@ObjectType()
class TestBroadcast {
  @Field(() => Int)
  recipients: number;

  @Field(() => Float, {
    description: 'When the notifications were committed (ms since the epoch).',
  })
  committedAt: number;
}

@ObjectType()
class OrphanSweep {
  @Field(() => Int)
  orphans: number;

  @Field(() => Int)
  unfinished: number;

  @Field(() => Int)
  failures: number;
}

/**
 * Lets browser tests and benchmarks make a notification happen for any user
 * without a domain action. Only registered when NODE_ENV=test (AppModule), so
 * it never exists in development or production schemas.
 */
@Resolver()
export class TestingResolver {
  constructor(
    private readonly users: UsersRepository,
    private readonly notifications: NotificationsService,
    private readonly offices: OfficesService,
    private readonly scholars: ScholarsService,
    private readonly sweeper: OrphanFileSweeper,
    private readonly context: DbContext,
  ) {}

  /** A verified account of any role, of one test alone (sign-in limits count per account). */
  @Access('createTestAccount')
  @Mutation(() => TestAccount)
  async createTestAccount(@Args('input') input: TestAccountInput): Promise<TestAccount> {
    const password = `Test-${randomBytes(6).toString('base64url')}-7a!`;
    const email = `${input.role}-${randomBytes(6).toString('hex')}@test.local`;
    const office =
      input.role === 'office'
        ? (await this.offices.list()).find((o) => o.code === (input.officeCode ?? 'registrar'))
        : undefined;
    await this.users.insert({
      email,
      firstname: 'Test',
      lastname: input.role.toUpperCase(),
      role: input.role,
      verified: true,
      officeId: office?.id,
      passwordHash: await hashPassword(password),
    });
    return { email, password };
  }

  /** A deployment that began in the past, so a journey can record earlier days. */
  @Access('backdateScholar')
  @Mutation(() => Boolean)
  async backdateScholar(@Args('input') input: BackdateScholarInput): Promise<boolean> {
    await this.scholars.moveStart(input.scholarId, input.startedOn);
    return true;
  }

  /** A file sweep now, as the server runs it hourly (a test run of a server process cannot wait for it). */
  @Access('sweepOrphanFiles')
  @Mutation(() => OrphanSweep, { nullable: true })
  sweepOrphanFiles(): Promise<OrphanSweep | null> {
    return this.sweeper.sweep();
  }

  @Access('sendTestNotification')
  @Mutation(() => Boolean)
  async sendTestNotification(@Args('input') input: TestNotificationInput): Promise<boolean> {
    const user = await this.users.findByEmail(input.email);
    if (!user) throw DomainError.notFound('User not found');
    await this.notifications.notify(user.id, {
      type: input.type,
      title: input.title,
      message: input.message,
      link: input.link,
    });
    return true;
  }

  /**
   * One notification to every active user of a role, in one transaction: the
   * notifications bench's broadcast, timed from its commit.
   */
  @Access('sendTestBroadcast')
  @Mutation(() => TestBroadcast)
  async sendTestBroadcast(@Args('input') input: TestBroadcastInput): Promise<TestBroadcast> {
    const userIds = await this.users.activeIdsWithRole([input.role]);
    const notice = { type: 'info' as const, title: input.title, message: input.message };
    let committedAt = NaN;
    await this.context.transaction(async () => {
      // Queued before the notifications' own after-commit work, so it runs first.
      await this.context.whenCommitted(() => void (committedAt = Date.now()));
      await this.notifications.notifyMany(userIds.map((userId) => ({ userId, ...notice })));
    });
    return { recipients: userIds.length, committedAt };
  }
}
