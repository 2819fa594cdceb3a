import type { UserRole } from '../../common/access/roles.js';
import type { ScholarRow } from '../scholars/scholars.table.js';
import { ROLE_LABELS } from '../user-accounts/user-account-rules.js';
import type { CellError, ColumnOf, ImportKind } from './import-kinds.js';
import type {
  CheckedRow,
  ImportRowValue,
  OfficeImportRow,
  ScholarImportRow,
  StaffImportRow,
  StudentImportRow,
} from './import-rows.js';

/**
 * What each valid row of a file does to the database as it is now: create,
 * update (naming the columns that change) or nothing; or why it cannot
 * (an office that does not exist, an e-mail of another role's account).
 * Pure: the state is read beforehand, a batch at a time.
 */

export interface OfficeRef {
  id: string;
  name: string;
  code: string;
}

export interface AccountRef {
  id: string;
  email: string;
  role: UserRole;
  firstname: string;
  lastname: string;
  gender: string | null;
  officeId: string | null;
}

export interface InvitationRef {
  id: string;
  email: string;
  role: UserRole;
  firstname: string;
  lastname: string;
  officeId: string | null;
}

/** The records a batch of rows may touch. */
export interface PlanState {
  offices: OfficeRef[];
  /** Accounts by e-mail, lower-cased. */
  accounts: Map<string, AccountRef>;
  /** Invitations neither accepted nor revoked, by e-mail, lower-cased. */
  invitations: Map<string, InvitationRef>;
  /** Current deployments by account. */
  scholars: Map<string, ScholarRow>;
}

export type PlannedAction = 'create' | 'update' | 'unchanged';

export interface PlannedRow<K extends ImportKind> {
  row: number;
  label: string;
  action: PlannedAction;
  /** Columns an update changes. */
  changes: Array<ColumnOf<K>>;
  value: ImportRowValue[K];
  /** The office a row names, found. */
  officeId?: string;
}

export interface RefusedRow<K extends ImportKind> {
  row: number;
  label: string;
  errors: Array<CellError<K>>;
}

export type RowPlan<K extends ImportKind> = PlannedRow<K> | RefusedRow<K>;

export const isRefused = <K extends ImportKind>(plan: RowPlan<K>): plan is RefusedRow<K> =>
  'errors' in plan;

export const officeKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Minutes as kept from hours as written ("97.5"). */
export const minutesOfHours = (hours: number) => Math.round(hours * 60);

export const IMPORT_MESSAGES = {
  unknownOffice: (name: string) =>
    `No office is named "${name}": add it first (an import of offices) or write its name as the system has it`,
  ambiguousOffice: (name: string) =>
    `More than one office is named "${name}": write its code instead`,
  otherRole: (role: UserRole) =>
    `This email already belongs to an account of another role (${ROLE_LABELS[role]})`,
  invitedAs: (role: UserRole) =>
    `An invitation to this email as ${ROLE_LABELS[role]} is pending; revoke it first`,
  codeOfOther: (office: OfficeRef) =>
    `The office "${office.name}" already exists with the code "${office.code}"`,
  nameOfOther: (office: OfficeRef) =>
    `Another office (code "${office.code}") already has this name`,
} as const;

/** The office a cell names: by its name (case and spacing aside), else by its code. */
export function findOffice(
  offices: readonly OfficeRef[],
  text: string,
): OfficeRef | 'unknown' | 'ambiguous' {
  const key = officeKey(text);
  const named = offices.filter((office) => officeKey(office.name) === key);
  if (named.length > 1) return 'ambiguous';
  return named[0] ?? offices.find((office) => office.code === key) ?? 'unknown';
}

type Planner<K extends ImportKind> = (row: CheckedRow<K>, state: PlanState) => RowPlan<K>;

const changed = <K extends ImportKind>(pairs: Array<[ColumnOf<K>, unknown, unknown]>) =>
  pairs.filter(([, before, after]) => before !== after).map(([column]) => column);

const planned = <K extends ImportKind>(
  row: CheckedRow<K>,
  label: string,
  changes: Array<ColumnOf<K>> | null,
  officeId?: string,
): PlannedRow<K> => ({
  row: row.row,
  label,
  action: changes === null ? 'create' : changes.length > 0 ? 'update' : 'unchanged',
  changes: changes ?? [],
  value: row.value,
  ...(officeId ? { officeId } : {}),
});

const refused = <K extends ImportKind>(
  row: { row: number },
  label: string,
  errors: Array<CellError<K>>,
): RefusedRow<K> => ({ row: row.row, label, errors });

const planOffice: Planner<'offices'> = (row, { offices }) => {
  const { name, code }: OfficeImportRow = row.value;
  const byCode = offices.find((office) => office.code === code);
  const namesake = offices.find(
    (office) => officeKey(office.name) === officeKey(name) && office.id !== byCode?.id,
  );
  if (!byCode && namesake)
    return refused(row, name, [{ column: 'code', message: IMPORT_MESSAGES.codeOfOther(namesake) }]);
  if (namesake)
    return refused(row, name, [{ column: 'name', message: IMPORT_MESSAGES.nameOfOther(namesake) }]);
  return planned(row, name, byCode ? changed<'offices'>([['name', byCode.name, name]]) : null);
};

/** The office of a row, or the error on its office column. */
function officeOf<K extends 'office_staff' | 'scholars'>(
  offices: readonly OfficeRef[],
  name: string,
): { officeId: string } | CellError<K> {
  const office = findOffice(offices, name);
  if (office === 'unknown')
    return { column: 'office' as ColumnOf<K>, message: IMPORT_MESSAGES.unknownOffice(name) };
  if (office === 'ambiguous')
    return { column: 'office' as ColumnOf<K>, message: IMPORT_MESSAGES.ambiguousOffice(name) };
  return { officeId: office.id };
}

const planStaff: Planner<'office_staff'> = (row, state) => {
  const value: StaffImportRow = row.value;
  const errors: Array<CellError<'office_staff'>> = [];
  const office = officeOf<'office_staff'>(state.offices, value.officeName);
  if ('message' in office) errors.push(office);
  const account = state.accounts.get(value.email);
  const invitation = state.invitations.get(value.email);
  if (account && account.role !== 'office')
    errors.push({ column: 'email', message: IMPORT_MESSAGES.otherRole(account.role) });
  else if (!account && invitation && invitation.role !== 'office')
    errors.push({ column: 'email', message: IMPORT_MESSAGES.invitedAs(invitation.role) });
  if (errors.length > 0 || 'message' in office) return refused(row, value.email, errors);
  const existing = account ?? invitation;
  const changes = existing
    ? changed<'office_staff'>([
        ['firstname', existing.firstname, value.firstname],
        ['lastname', existing.lastname, value.lastname],
        ['office', existing.officeId, office.officeId],
      ])
    : null;
  return planned(row, value.email, changes, office.officeId);
};

/** A student's account: its changes (null: to be made), or the error on its e-mail. */
function studentAccount<K extends 'students' | 'scholars'>(
  value: StudentImportRow | ScholarImportRow,
  state: PlanState,
): Array<ColumnOf<K>> | null | CellError<K> {
  const email = 'email' as ColumnOf<K>;
  const account = state.accounts.get(value.email);
  if (account && account.role !== 'student')
    return { column: email, message: IMPORT_MESSAGES.otherRole(account.role) };
  const invitation = state.invitations.get(value.email);
  if (!account && invitation)
    return { column: email, message: IMPORT_MESSAGES.invitedAs(invitation.role) };
  if (!account) return null;
  const gender = 'gender' in value && value.gender !== null ? value.gender : account.gender;
  return changed<K>([
    ['firstname' as ColumnOf<K>, account.firstname, value.firstname],
    ['lastname' as ColumnOf<K>, account.lastname, value.lastname],
    ...('gender' in value ? [['gender' as ColumnOf<K>, account.gender, gender] as const] : []),
  ] as Array<[ColumnOf<K>, unknown, unknown]>);
}

const planStudent: Planner<'students'> = (row, state) => {
  const changes = studentAccount<'students'>(row.value, state);
  if (changes !== null && !Array.isArray(changes)) return refused(row, row.value.email, [changes]);
  return planned(row, row.value.email, changes);
};

const planScholar: Planner<'scholars'> = (row, state) => {
  const value: ScholarImportRow = row.value;
  const errors: Array<CellError<'scholars'>> = [];
  const office = officeOf<'scholars'>(state.offices, value.officeName);
  if ('message' in office) errors.push(office);
  const account = studentAccount<'scholars'>(value, state);
  if (account !== null && !Array.isArray(account)) errors.push(account);
  if (errors.length > 0 || 'message' in office || (account !== null && !Array.isArray(account)))
    return refused(row, value.email, errors);
  const userId = state.accounts.get(value.email)?.id;
  const scholar = userId ? state.scholars.get(userId) : undefined;
  if (!account || !scholar) return planned(row, value.email, null, office.officeId);
  return planned(
    row,
    value.email,
    [
      ...account,
      ...changed<'scholars'>([
        ['office', scholar.officeId, office.officeId],
        ['category', scholar.program, value.program],
        ['status', scholar.status, value.status],
        ['startDate', scholar.startedOn, value.startedOn],
        ['confirmedHours', scholar.importedMinutes, minutesOfHours(value.confirmedHours)],
        ['termsServed', scholar.importedTerms, value.termsServed],
      ]),
    ],
    office.officeId,
  );
};

const PLANNERS: { [K in ImportKind]: Planner<K> } = {
  offices: planOffice,
  office_staff: planStaff,
  students: planStudent,
  scholars: planScholar,
};

/** What one valid row does, against the records read for its batch. */
export function planRow<K extends ImportKind>(
  kind: K,
  row: CheckedRow<K>,
  state: PlanState,
): RowPlan<K> {
  return (PLANNERS[kind] as Planner<K>)(row, state);
}
