import { useMutation } from '@apollo/client/react';
import type { GradeSlipMeta } from '@sasm/grade-slip';
import type { ScannedGradeRow } from '@sasm/grade-slip/layout';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';

import { numberOrNull, rowInput, rowValues } from '@/features/grades/grade-rows';
import type { GradesValues } from '@/features/grades/grades-schema';
import {
  MyGradeReportsDocument,
  SaveGradeReportDocument,
  type EvaluationTerm,
  type GradeReportFieldsFragment,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { lazyResolver } from '@/lib/lazy-resolver';

const FAILED = 'Failed to save your grades. Please try again.';

interface GradesFormOptions {
  rows: ScannedGradeRow[];
  meta: GradeSlipMeta;
  image: File | null;
  term: { term: EvaluationTerm; academicYear: string };
  saved: readonly GradeReportFieldsFragment[];
  onSaved: (report: GradeReportFieldsFragment) => void;
}

/**
 * The parsed rows made editable (beyond the spec), the term they belong to and
 * Save: the server's rules checked here first, its field messages (`rows.2.final`)
 * put on the cells they name.
 */
export function useGradesForm({ rows, meta, image, term, saved, onSaved }: GradesFormOptions) {
  const defaultValues = useMemo<GradesValues>(
    () => ({
      term: term.term,
      academicYear: term.academicYear,
      generalAverage:
        meta.generalAvg === null || meta.generalAvg === undefined ? '' : String(meta.generalAvg),
      rows: rows.map(rowValues),
    }),
    [rows, meta, term],
  );
  const form = useForm<GradesValues>({
    resolver: lazyResolver(() =>
      import('@/features/grades/grades-schema').then((m) => m.gradesResolver),
    ),
    defaultValues,
  });
  const fields = useFieldArray({ control: form.control, name: 'rows' });
  // The cells the scan was unsure of, by row (its field's id: rows may be deleted or added).
  const [uncertain] = useState(
    () =>
      new Map(
        fields.fields.map((field, index) => [field.id, new Set(rows[index]?.uncertain ?? [])]),
      ),
  );
  const [summary, setSummary] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveGradeReportDocument, {
    refetchQueries: [MyGradeReportsDocument],
    awaitRefetchQueries: true,
  });

  const chosenTerm = useWatch({ control: form.control, name: 'term' });
  const chosenYear = useWatch({ control: form.control, name: 'academicYear' });
  const existing = saved.find(
    (report) => report.term === chosenTerm && report.academicYear === chosenYear.trim(),
  );

  const onValid = async (values: GradesValues) => {
    setSummary(null);
    try {
      const { data } = await save({
        variables: {
          input: {
            term: values.term as EvaluationTerm,
            academicYear: values.academicYear.trim(),
            generalAverage: numberOrNull(values.generalAverage),
            rows: values.rows.map(rowInput),
            meta: {
              level: meta.level,
              date: meta.date,
              enrolledBy: meta.enrolledBy,
              program: meta.program,
              averages: meta.averages,
            },
            expectedVersion: existing?.version,
          },
          image,
        },
      });
      if (data) onSaved(data.saveGradeReport);
    } catch (error) {
      const server = readServerError(error);
      for (const [name, message] of Object.entries(server?.fields ?? {}))
        form.setError(name as Path<GradesValues>, { type: 'server', message });
      setSummary(server?.message ?? FAILED);
    }
  };

  return {
    form,
    fields,
    uncertain,
    existing,
    saving: loading,
    summary,
    onSubmit: form.handleSubmit(onValid, () => {
      setSummary('Please fix the highlighted cells before saving.');
    }),
  };
}

export type GradesForm = ReturnType<typeof useGradesForm>;
