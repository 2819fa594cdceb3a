import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A university office where scholars render duty hours.' })
export class Office {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Display name, e.g. "Registrar".' })
  name: string;

  @Field({ description: 'Stable short code, e.g. "registrar".' })
  code: string;

  @Field()
  createdAt: Date;
}
