import { registerEnumType } from '@nestjs/graphql';
import { enumOf } from '../../common/graphql-enum.js';
import { applicationPosition, type ApplicationPosition as Position } from './position.table.js';

/** The GraphQL enum, and the same name for its values' type. */
export const ApplicationPosition = enumOf(applicationPosition.enumValues);
export type ApplicationPosition = Position;
registerEnumType(ApplicationPosition, {
  name: 'ApplicationPosition',
  description: 'The scholarship applied for.',
});
