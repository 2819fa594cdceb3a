import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { enumOf } from '../../common/graphql-enum.js';
import { userRole, userStatus, type User as UserRow } from './users.table.js';

export const UserRole = enumOf(userRole.enumValues);
export const UserStatus = enumOf(userStatus.enumValues);
registerEnumType(UserRole, {
  name: 'UserRole',
  description: 'What a user may do: the home page, sidebar and allowed pages follow from it.',
});
registerEnumType(UserStatus, { name: 'UserStatus', description: 'Only active users can sign in.' });

@ObjectType({ description: 'A person with an account.' })
export class User {
  @Field(() => ID)
  id: string;

  @Field()
  firstname: string;

  @Field()
  lastname: string;

  @Field()
  email: string;

  @Field(() => String, { nullable: true, description: 'A new address waiting for confirmation.' })
  pendingEmail: string | null;

  @Field(() => UserRole)
  role: UserRow['role'];

  @Field(() => UserStatus)
  status: UserRow['status'];

  @Field({ description: 'Whether the e-mail address has been confirmed.' })
  verified: boolean;

  @Field(() => ID, { nullable: true, description: 'Office staff: the office they work for.' })
  officeId: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Path of the profile picture (/api/files/:id).',
  })
  avatar: string | null;

  @Field()
  createdAt: Date;
}

/** The public view of a user row: no password hash, the avatar as a download path. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    pendingEmail: row.pendingEmail,
    role: row.role,
    officeId: row.officeId,
    status: row.status,
    verified: row.verified,
    avatar: row.avatarFileId ? `/api/files/${row.avatarFileId}` : null,
    createdAt: row.createdAt,
  };
}
