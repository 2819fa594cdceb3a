import { Args, Field, InputType, Mutation, Resolver } from '@nestjs/graphql';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { DomainError } from '../../common/errors/domain-error.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { notificationType, type NotificationType } from '../notifications/notifications.table.js';
import { UsersRepository } from '../users/users.repository.js';

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
  ) {}

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
}
