import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';

@ObjectType({
  description:
    "A browser of the signed-in user's that receives notifications as Web Push, even with the app closed.",
})
export class PushSubscription {
  @Field(() => ID)
  id: string;

  @Field({
    description:
      "The push service's address for that browser: the browser's own subscription says the same, so a page can tell which one is itself.",
  })
  endpoint: string;

  @Field(() => String, {
    nullable: true,
    description: 'The browser that subscribed, as it named itself (User-Agent).',
  })
  userAgent: string | null;

  @Field()
  createdAt: Date;

  @Field(() => Date, {
    nullable: true,
    description:
      'When its push service last accepted a message for it, to the hour (null: not yet).',
  })
  lastOkAt: Date | null;
}

@InputType({ description: "A browser's PushSubscription: its endpoint and keys (toJSON())." })
export class SubscribePushInput {
  @Field()
  @IsString()
  @MaxLength(2048)
  endpoint: string;

  @Field({ description: 'keys.p256dh: the browser’s P-256 public key, base64url.' })
  @IsString()
  @MaxLength(100)
  p256dh: string;

  @Field({ description: 'keys.auth: the 16-byte authentication secret, base64url.' })
  @IsString()
  @MaxLength(100)
  auth: string;
}
