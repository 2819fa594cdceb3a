import { MAX_PAGE_LIMIT } from '../../../src/common/pagination.js';
import type { Call } from '../recipe.js';

/**
 * One page of a staff list as large as they come, narrowed by `filter` (on
 * both transports), so the world's record is on it whatever else the test
 * has made by then: paging never hides it, only scoping does.
 */
export function widestPage(filter?: Record<string, string>): Call {
  return {
    args: { filter, page: 1, limit: MAX_PAGE_LIMIT },
    query: { ...filter, limit: String(MAX_PAGE_LIMIT) },
  };
}
