import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@apollo/client/react';

import { TERM_LABELS, type EvaluationTermKey } from '@/components/evaluation-labels';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PROGRAM_LABELS } from '@/components/program-labels';
import { SectionCard } from '@/components/section-card';
import { EvaluationForm } from '@/features/evaluations/evaluation-form';
import { TermPicker } from '@/features/evaluations/term-picker';
import {
  CurrentAcademicTermDocument,
  EvaluationScholarDocument,
  ScholarEvaluationDocument,
} from '@/gql/graphql';
import { paramOneOf } from '@/lib/use-list-params';

const ACADEMIC_YEAR = /^\d{4}-\d{4}$/;

interface EvaluationEditorProps {
  scholarId: string;
  /** From the address; '' (or anything unknown) means the current term. */
  term: string;
  academicYear: string;
  onTermChange(next: { term: EvaluationTermKey; academicYear: string }): void;
  onBack(): void;
}

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** One scholar's evaluation for a term: who, which term, and the form with what is saved. */
export function EvaluationEditor(props: EvaluationEditorProps) {
  const current = useQuery(CurrentAcademicTermDocument);
  const scholar = useQuery(EvaluationScholarDocument, { variables: { id: props.scholarId } });
  const now = current.data?.currentAcademicTerm;
  const term = paramOneOf(TERM_LABELS, props.term) ?? now?.term;
  const academicYear = ACADEMIC_YEAR.test(props.academicYear)
    ? props.academicYear
    : now?.academicYear;
  const existing = useQuery(ScholarEvaluationDocument, {
    variables: {
      scholarId: props.scholarId,
      term: term ?? 'first',
      academicYear: academicYear ?? '',
    },
    skip: !term || !academicYear,
    fetchPolicy: 'cache-and-network',
  });

  const person = scholar.data?.scholar;
  const failure = scholar.error ?? current.error ?? existing.error;
  const back = (
    <Button onClick={props.onBack} sx={{ alignSelf: 'flex-start' }}>
      Back
    </Button>
  );
  if (failure)
    return (
      <Stack spacing={2}>
        <LoadErrorAlert
          message="Could not load the evaluation."
          error={failure}
          onRetry={() => {
            void scholar.refetch();
            void current.refetch();
            void existing.refetch();
          }}
        />
        {back}
      </Stack>
    );
  if (!person || !now || !term || !academicYear) return <Loading label="Loading the scholar" />;

  const loaded =
    existing.data !== undefined &&
    existing.variables?.term === term &&
    existing.variables.academicYear === academicYear;
  return (
    <SectionCard
      title={`${person.firstName} ${person.lastName}`}
      description={`${PROGRAM_LABELS[person.program]} · ${person.officeName} · ${person.email}`}
    >
      <Stack spacing={3}>
        <TermPicker
          term={term}
          academicYear={academicYear}
          currentYear={now.academicYear}
          onChange={props.onTermChange}
        />
        {loaded ? (
          <EvaluationForm
            // Another term is another evaluation: the form starts from what it has.
            key={`${term} ${academicYear}`}
            scholarId={props.scholarId}
            term={term}
            academicYear={academicYear}
            existing={existing.data?.scholarEvaluation ?? null}
            reload={() => existing.refetch()}
            onBack={props.onBack}
          />
        ) : (
          <Loading label="Loading the evaluation" />
        )}
      </Stack>
    </SectionCard>
  );
}
