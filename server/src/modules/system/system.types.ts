import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Liveness of the server and its database.' })
export class Health {
  @Field({ description: '"ok" when the database answers, otherwise "error".' })
  status: 'ok' | 'error';

  @Field({ description: 'Which database backs this instance: "pglite" (embedded) or "postgres".' })
  db: 'pglite' | 'postgres';

  @Field({
    description:
      '"up" when the database answered a query just now, "down" when it did not (unreachable, restarting, or slower than 3 s): the part that made the status "error".',
  })
  database: 'up' | 'down';

  @Field({ description: 'Server version.' })
  version: string;
}

@ObjectType({ description: 'Settings the web client needs before anyone signs in.' })
export class PublicConfig {
  @Field({ description: 'Full product name, used in page titles.' })
  productName: string;

  @Field({ description: 'Short product name, shown in the top bar.' })
  productShortName: string;

  @Field({
    description: 'Domain of the academic student e-mail addresses accepted scholars must use.',
  })
  academicEmailDomain: string;
}
