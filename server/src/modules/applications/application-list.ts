import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { boundedCount } from '../../common/pagination-count.js';
import type { Scope } from '../../common/scope.js';
import type { Db } from '../../db/database.js';
import { files } from '../files/files.table.js';
import { applicationsInScope, type ScopeCondition } from './application-scope.js';
import {
  applicationDocuments,
  applications,
  type ApplicationStatus,
} from './applications.table.js';
import { type ApplicationPosition } from '../positions/position.table.js';

export interface ApplicationListFilter {
  status?: ApplicationStatus;
  position?: ApplicationPosition;
  search?: string;
}

/**
 * Which conditions a staff list request has, as a name (one pair of prepared
 * statements per combination: the list is the staff's busiest read, and
 * building its SQL cost more than running it), and the values of their
 * placeholders.
 */
export interface ListShape {
  key: string;
  scope: ScopeCondition;
  status: boolean;
  position: boolean;
  search: boolean;
  values: Record<string, string | null>;
}

/** `%`, `_` and `\` typed by a user match themselves, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function listShapeOf(scope: Scope, filter: ApplicationListFilter): ListShape {
  const search = filter.search?.trim();
  const values: ListShape['values'] = {};
  if (filter.status) values.status = filter.status;
  if (filter.position) values.position = filter.position;
  if (search) values.pattern = `%${likeLiteral(search)}%`;
  let condition: ScopeCondition = scope;
  let scopeKey: string = scope.kind;
  if (scope.kind === 'own') {
    values.userId = scope.userId;
    condition = { kind: 'own', userId: sql.placeholder('userId') };
  } else if (scope.kind === 'office' && scope.officeId !== null) {
    values.officeId = scope.officeId;
    condition = { kind: 'office', officeId: sql.placeholder('officeId') };
  } else if (scope.kind === 'office') {
    scopeKey = 'no_office';
  }
  return {
    key: [scopeKey, ...Object.keys(values).filter((key) => !key.endsWith('Id'))].join('_'),
    scope: condition,
    status: Boolean(filter.status),
    position: Boolean(filter.position),
    search: Boolean(search),
    values,
  };
}

function whereOf(shape: ListShape): SQL | undefined {
  return and(
    applicationsInScope(shape.scope),
    shape.status ? eq(applications.status, sql.placeholder('status')) : undefined,
    shape.position ? eq(applications.position, sql.placeholder('position')) : undefined,
    shape.search
      ? or(
          ilike(
            sql`${applications.firstName} || ' ' || ${applications.lastName}`,
            sql.placeholder('pattern'),
          ),
          ilike(applications.email, sql.placeholder('pattern')),
        )
      : undefined,
  );
}

/** Whether the list shows every application (HR, no filter): its count may use the table's estimate. */
export const isWholeTable = (shape: ListShape) =>
  shape.scope.kind === 'all' && !shape.status && !shape.position && !shape.search;

/**
 * One page (placeholders `offset`, `limit`), newest first, each row with its
 * first 2x2 picture (the documents' order: kind, then position).
 */
export function pageStatement(db: Db, shape: ListShape) {
  const where = whereOf(shape);
  const newestFirst = [desc(applications.submittedAt), desc(applications.id)];
  // A deferred join: the page's ids come from the index alone, so a deep
  // OFFSET skips index entries rather than whole rows.
  const pageIds = db
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  const photoId = db
    .select({ fileId: applicationDocuments.fileId })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationId, applications.id),
        eq(applicationDocuments.kind, 'profile_photo'),
      ),
    )
    .orderBy(asc(applicationDocuments.position))
    .limit(1)
    .as('photo_id');
  return db
    .select({ application: applications, photo: files })
    .from(applications)
    .innerJoin(pageIds, eq(applications.id, pageIds.id))
    .leftJoinLateral(photoId, sql`true`)
    .leftJoin(files, eq(files.id, photoId.fileId))
    .orderBy(...newestFirst);
}

/** How many match, counted no further than the placeholder `countLimit`. */
export function countStatement(db: Db, shape: ListShape) {
  return boundedCount(
    db,
    db.select({ id: applications.id }).from(applications).where(whereOf(shape)).$dynamic(),
  );
}
