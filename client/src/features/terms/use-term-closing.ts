import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';

import { chosenTerm, type TermKey } from '@/features/terms/term-choice';
import { TermChoicesDocument, TermClosingDocument } from '@/gql/graphql';

/**
 * The term the page shows, kept in the address (?year=&term=, the current term without them),
 * with what the server says of it: its dates, whether it is closed, what is open, its history.
 */
export function useTermClosing() {
  const [params, setParams] = useSearchParams();
  const choices = useQuery(TermChoicesDocument);
  const current = choices.data?.currentAcademicTerm;
  const chosen = chosenTerm(
    { term: params.get('term') ?? '', year: params.get('year') ?? '' },
    current,
  );
  const closing = useQuery(TermClosingDocument, {
    variables: { term: chosen?.term ?? '', academicYear: chosen?.academicYear ?? '' },
    skip: !chosen,
    // Work settled on other pages since shows when the page opens.
    fetchPolicy: 'cache-and-network',
  });
  // An answer for another term than the one chosen (while the new one loads) is not shown.
  const shown =
    closing.data?.termClosing.term === chosen?.term &&
    closing.data?.termClosing.academicYear === chosen?.academicYear
      ? closing.data?.termClosing
      : undefined;
  return {
    chosen,
    current,
    calendarYears: choices.data?.academicYears.map((year) => year.academicYear) ?? [],
    choices: {
      loading: choices.loading,
      error: choices.error,
      retry: () => void choices.refetch(),
    },
    closing: shown,
    loading: closing.loading,
    error: closing.error,
    retry: () => void closing.refetch(),
    choose: (term: TermKey) => {
      setParams({ year: term.academicYear, term: term.term });
    },
  };
}
