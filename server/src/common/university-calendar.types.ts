import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { enumOf } from './graphql-enum.js';
import {
  NON_WORKING_DAY_KINDS,
  type NonWorkingDayKind as KindValue,
} from './university-calendar.js';

export const NonWorkingDayKind = enumOf(NON_WORKING_DAY_KINDS);
registerEnumType(NonWorkingDayKind, {
  name: 'NonWorkingDayKind',
  description:
    'holiday: a regular holiday; special: a special non-working day; suspension: classes and offices suspended (announced ahead or the same day).',
});

@ObjectType({ description: 'A day, or its part from a time, when offices expect no duty.' })
export class NonWorkingDay {
  @Field(() => ID)
  id: string;

  @Field({ description: 'YYYY-MM-DD.' })
  date: string;

  @Field(() => String, { nullable: true, description: 'HH:MM; null: the whole day.' })
  fromTime: string | null;

  @Field(() => NonWorkingDayKind)
  kind: KindValue;

  @Field(() => [ID], {
    nullable: true,
    description: 'The offices it applies to; null: every office.',
  })
  officeIds: string[] | null;

  @Field()
  reason: string;
}
