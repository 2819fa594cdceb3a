import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A device or browser signed in to the account.' })
export class Session {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The browser that started the session.' })
  userAgent: string;

  @Field()
  createdAt: Date;

  @Field()
  lastUsedAt: Date;

  @Field({ description: 'Whether this is the session making the request.' })
  isCurrent: boolean;
}
