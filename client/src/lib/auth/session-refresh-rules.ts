import { getOperationAST, Kind, type DocumentNode, type GraphQLFormattedError } from 'graphql';

// F§8 refresh rules: these answer UNAUTHENTICATED for wrong credentials, not for an expired session.
const NO_REFRESH_FIELDS = new Set(['signIn', 'signUp', 'forgotPassword', 'resendVerification']);

/** The answer of a call that waited for a refresh that failed: it is not sent. */
export const SESSION_EXPIRED = {
  errors: [
    {
      message: 'Your session has expired. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    },
  ],
};

function rootFieldsOf(query: DocumentNode): string[] {
  const selections = getOperationAST(query)?.selectionSet.selections ?? [];
  return selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
}

/** Whether an UNAUTHENTICATED answer to this operation means "refresh the session and replay". */
export function refreshesOnUnauthenticated(query: DocumentNode): boolean {
  return !rootFieldsOf(query).some((field) => NO_REFRESH_FIELDS.has(field));
}

export function isUnauthenticated(errors: readonly GraphQLFormattedError[] | undefined): boolean {
  return errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;
}
