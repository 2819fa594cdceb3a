import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { userRole, userStatus, type User as UserRow } from './users.table.js';

export const UserRole = Object.fromEntries(userRole.enumValues.map((v) => [v, v])) as {
  [K in (typeof userRole.enumValues)[number]]: K;
};
export const UserStatus = Object.fromEntries(userStatus.enumValues.map((v) => [v, v])) as {
  [K in (typeof userStatus.enumValues)[number]]: K;
};
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
    status: row.status,
    verified: row.verified,
    avatar: row.avatarFileId ? `/api/files/${row.avatarFileId}` : null,
    createdAt: row.createdAt,
  };
}
