import type { Type } from '@nestjs/common';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { DomainError } from './errors/domain-error.js';

export const MAX_PAGE_LIMIT = 100;

/** LIST_COUNT_BOUND's default: lists count their matches exactly up to 10,000. */
export const DEFAULT_LIST_COUNT_BOUND = 10_000;

@ObjectType({
  description:
    'Where a page sits in a numbered list (A§3 "Paginated application list"). Matches are counted exactly up to a bound (10,000 by default, LIST_COUNT_BOUND); past it the count stops, `totalIsLowerBound` is true and `totalItems`/`totalPages` say "more than".',
})
export class Pagination {
  @Field(() => Int, { description: '1-based.' })
  currentPage: number;

  @Field(() => Int, {
    description:
      'At least 1, also for an empty list. With totalIsLowerBound: there are more pages than this.',
  })
  totalPages: number;

  @Field(() => Int, {
    description: 'How many match. With totalIsLowerBound: more than this many match.',
  })
  totalItems: number;

  @Field({
    description:
      'True when counting stopped at the bound: totalItems and totalPages are then lower bounds ("more than"), and there is a next page.',
  })
  totalIsLowerBound: boolean;

  @Field(() => Int)
  limit: number;

  @Field()
  hasPrevPage: boolean;

  @Field()
  hasNextPage: boolean;
}

export interface PageRequest {
  page: number;
  limit: number;
}

/** Checks a requested page; BAD_USER_INPUT for page < 1 or a limit outside 1..100. */
export function checkPageRequest({ page, limit }: PageRequest): PageRequest {
  const fields: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) fields.page = 'Page must be a whole number from 1';
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT)
    fields.limit = `Limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`;
  if (Object.keys(fields).length > 0) throw DomainError.badInput(Object.values(fields)[0]!, fields);
  return { page, limit };
}

/**
 * How many matches a page's count goes up to before it stops: the bound
 * (LIST_COUNT_BOUND), or the next multiple of it past the page, so a deep
 * page still knows whether a next page exists, and "more than 10,000" stays
 * the same while paging through the first 10,000.
 */
export function countWindowOf({ page, limit }: PageRequest, bound: number): number {
  return bound * Math.ceil((page * limit) / bound);
}

/**
 * The pagination of a page whose matches were counted up to `countUpTo`:
 * `counted` beyond it means "more than `countUpTo`".
 */
export function paginationOf(
  { page, limit }: PageRequest,
  counted: number,
  countUpTo = Number.POSITIVE_INFINITY,
): Pagination {
  const totalIsLowerBound = counted > countUpTo;
  const totalItems = totalIsLowerBound ? countUpTo : counted;
  // "More than N items" is "more than floor(N / limit) pages"; the window ends past this page.
  const totalPages = totalIsLowerBound
    ? Math.floor(totalItems / limit)
    : Math.max(1, Math.ceil(totalItems / limit));
  return {
    currentPage: page,
    totalPages,
    totalItems,
    totalIsLowerBound,
    limit,
    hasPrevPage: page > 1,
    hasNextPage: totalIsLowerBound || page < totalPages,
  };
}

/** `{ items, pagination }`: one page of any staff list, on both transports. */
export interface Paged<T> {
  items: T[];
  pagination: Pagination;
}

/**
 * What `pageOf` hands a list's fetch: the rows to read, and how far to count
 * the matches (counting up to `countUpTo + 1` tells "more than" from "exactly").
 */
export interface PageWindow {
  offset: number;
  limit: number;
  countUpTo: number;
}

/**
 * Lists count their matches exactly up to this many (set once at boot from
 * LIST_COUNT_BOUND, see AppModule): past it a count costs as much as the
 * rows it reads, and nobody pages through 10,000 rows to check a total.
 */
let countBound = DEFAULT_LIST_COUNT_BOUND;

export function countListsExactlyUpTo(bound: number): void {
  countBound = bound;
}

/**
 * Checks the request, fetches one page (rows at `offset`, and how many match,
 * counted up to `countUpTo + 1`, see pagination-count.ts) and wraps it. Every
 * paged list of every domain goes through here.
 */
export async function pageOf<T>(
  request: PageRequest,
  fetch: (window: PageWindow) => Promise<{ rows: T[]; total: number }>,
): Promise<Paged<T>> {
  const checked = checkPageRequest(request);
  const window = {
    offset: (checked.page - 1) * checked.limit,
    limit: checked.limit,
    countUpTo: countWindowOf(checked, countBound),
  };
  const { rows, total } = await fetch(window);
  return { items: rows, pagination: paginationOf(checked, total, window.countUpTo) };
}

/**
 * The GraphQL type of a page of `item`s: `PagedType(Scholar, 'ScholarPage')`
 * declares `type ScholarPage { items: [Scholar!]! pagination: Pagination! }`.
 */
export function PagedType<T>(item: Type<T>, name: string, description?: string) {
  @ObjectType(name, { description: description ?? `One page of ${item.name} records.` })
  class PageOfItems {
    @Field(() => [item])
    items: T[];

    @Field(() => Pagination)
    pagination: Pagination;
  }
  return PageOfItems;
}
