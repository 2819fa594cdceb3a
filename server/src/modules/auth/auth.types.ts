import { Field, ObjectType } from '@nestjs/graphql';
import { User } from '../users/users.types.js';

@ObjectType({ description: 'A human-readable outcome to show the user.' })
export class MessageResult {
  @Field()
  message: string;
}

@ObjectType()
export class SignInResult {
  @Field(() => User)
  user: User;

  @Field({ description: 'Where to go next: the home page of the role.' })
  redirectUrl: string;
}

@ObjectType()
export class VerifyEmailResult {
  @Field({ description: 'Where to go after the success message.' })
  redirectUrl: string;

  @Field()
  message: string;
}
