import { SetMetadata } from '@nestjs/common';
import type { Operation } from './access-table.js';

export const OPERATION_KEY = 'access:operation';

/**
 * Names the operation a resolver or controller method is, so the guard applies
 * its row of the access table. A method without it is refused to everyone.
 */
export const Access = (operation: Operation) => SetMetadata(OPERATION_KEY, operation);
