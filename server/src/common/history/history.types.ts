import { Field, ID, ObjectType } from '@nestjs/graphql';

/**
 * The GraphQL side of a history table. Each domain declares its `*Event` type
 * as `@ObjectType({ description }) class XEvent extends StatusChangeEntry(…) {}`;
 * the field descriptions stay the domain's (all optional).
 */
export interface HistoryEntryDocs {
  actorName?: string;
}

/** Which row, who acted and when: what every history entry has. */
export function HistoryEntry(docs: HistoryEntryDocs = {}) {
  @ObjectType({ isAbstract: true })
  class Entry {
    @Field(() => ID)
    id: string;

    @Field(() => String, { nullable: true, description: docs.actorName })
    actorName: string | null;

    @Field()
    createdAt: Date;
  }
  return Entry;
}

/** A move between the statuses of `status` (a registered GraphQL enum), with a comment. */
export function StatusChangeEntry<S extends string>(
  status: Record<string, S>,
  docs: HistoryEntryDocs & { fromStatus?: string; comment?: string } = {},
) {
  @ObjectType({ isAbstract: true })
  class StatusChange extends HistoryEntry(docs) {
    @Field(() => status, { nullable: true, description: docs.fromStatus })
    fromStatus: S | null;

    @Field(() => status)
    toStatus: S;

    @Field(() => String, { nullable: true, description: docs.comment })
    comment: string | null;
  }
  return StatusChange;
}

/** A change of one named field, its value before and after. */
export function FieldChangeEntry(docs: HistoryEntryDocs & { field?: string } = {}) {
  @ObjectType({ isAbstract: true })
  class FieldChange extends HistoryEntry(docs) {
    @Field({ description: docs.field })
    field: string;

    @Field(() => String, { nullable: true })
    fromValue: string | null;

    @Field(() => String, { nullable: true })
    toValue: string | null;
  }
  return FieldChange;
}
