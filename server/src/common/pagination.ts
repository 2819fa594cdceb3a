import type { Type } from '@nestjs/common';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { DomainError } from './errors/domain-error.js';

export const MAX_PAGE_LIMIT = 100;

@ObjectType({
  description: 'Where a page sits in a numbered list (A§3 "Paginated application list").',
})
export class Pagination {
  @Field(() => Int, { description: '1-based.' })
  currentPage: number;

  @Field(() => Int, { description: 'At least 1, also for an empty list.' })
  totalPages: number;

  @Field(() => Int)
  totalItems: number;

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

export function paginationOf({ page, limit }: PageRequest, totalItems: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalItems / limit));
  return {
    currentPage: page,
    totalPages,
    totalItems,
    limit,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
  };
}

/** `{ items, pagination }`: one page of any staff list, on both transports. */
export interface Paged<T> {
  items: T[];
  pagination: Pagination;
}

/**
 * Checks the request, fetches one page (rows at `offset`, and how many match
 * in all) and wraps it. Every paged list of every domain goes through here.
 */
export async function pageOf<T>(
  request: PageRequest,
  fetch: (offset: number, limit: number) => Promise<{ rows: T[]; total: number }>,
): Promise<Paged<T>> {
  const checked = checkPageRequest(request);
  const { rows, total } = await fetch((checked.page - 1) * checked.limit, checked.limit);
  return { items: rows, pagination: paginationOf(checked, total) };
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
