import { Field, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';

/** Trims text; blank text and null become "left out". */
export const trimmed = Transform(({ value }) =>
  typeof value === 'string' ? value.trim() || undefined : (value ?? undefined),
);

/** Every change to a versioned row may name the version it was made on (ARCHITECTURE §6). */
@InputType({ isAbstract: true })
export class VersionedInput {
  @Field(() => Int, {
    nullable: true,
    description: 'The version the change was made on; a newer one answers CONFLICT.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  expectedVersion?: number;
}
