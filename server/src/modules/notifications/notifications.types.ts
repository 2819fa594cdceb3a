import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  notificationType,
  type NotificationType as NotificationTypeValue,
} from './notifications.table.js';

export const NotificationType = Object.fromEntries(
  notificationType.enumValues.map((v) => [v, v]),
) as {
  [K in NotificationTypeValue]: K;
};
registerEnumType(NotificationType, {
  name: 'NotificationType',
  description: 'Picks the icon: success, warning, error or info.',
});

@ObjectType({ description: 'Something that happened that the user should know about.' })
export class Notification {
  @Field(() => ID)
  id: string;

  @Field(() => NotificationType)
  type: NotificationTypeValue;

  @Field()
  title: string;

  @Field()
  message: string;

  @Field(() => String, { nullable: true, description: 'In-app path to open, e.g. /application.' })
  link: string | null;

  @Field()
  isRead: boolean;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'One page of notifications, newest first.' })
export class NotificationPage {
  @Field(() => [Notification])
  items: Notification[];

  @Field(() => Int, { description: 'How many match the filter in all.' })
  total: number;

  @Field(() => Int, { description: 'Unread notifications of the user, whatever the filter.' })
  unreadCount: number;
}
