import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';

import { scheduleFileProblem } from '@/features/schedules/schedule-file';
import type { ScheduleFormValues } from '@/features/schedules/schedule-schema';
import {
  MyClassSchedulesDocument,
  UploadClassScheduleDocument,
  type ClassScheduleFieldsFragment,
  type EvaluationTerm,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { lazyResolver } from '@/lib/lazy-resolver';

const FAILED = 'Failed to upload your class schedule. Please try again.';

/**
 * A§2.3 Upload Schedule: the chosen PDF (checked by its bytes and size as soon
 * as it is picked), the term it is for (default: today's), the upload; the
 * server's refusal mapped onto the fields, the chosen file kept on failure.
 */
export function useScheduleUpload(
  defaults: { term: EvaluationTerm; academicYear: string },
  onSaved: (schedule: ClassScheduleFieldsFragment) => void,
) {
  const form = useForm<ScheduleFormValues>({
    resolver: lazyResolver(() =>
      import('@/features/schedules/schedule-schema').then((m) => m.scheduleResolver),
    ),
    defaultValues: { ...defaults, file: null },
  });
  const [summary, setSummary] = useState<string | null>(null);
  // The chosen file's blob: URL (preview, Open in new tab, Download), made when it is
  // chosen and revoked when it is removed, replaced, saved or the page goes.
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const showPreview = (file: File | null) => {
    setPreviewUrl(file ? URL.createObjectURL(file) : null);
  };
  // A URL let go (another file, removed, saved, the page left) is revoked.
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  const [upload, { loading }] = useMutation(UploadClassScheduleDocument, {
    refetchQueries: [MyClassSchedulesDocument],
    awaitRefetchQueries: true,
  });

  /** A dropped or picked file: kept when it is a PDF within the limit, else the spec's message. */
  const choose = async (file: File) => {
    setSummary(null);
    const problem = await scheduleFileProblem(file);
    if (problem) {
      showPreview(null);
      form.setValue('file', null);
      form.setError('file', { type: 'file', message: problem });
      return;
    }
    showPreview(file);
    form.setValue('file', file);
    form.clearErrors('file');
  };

  const remove = () => {
    showPreview(null);
    form.setValue('file', null);
    form.clearErrors('file');
  };

  const onValid = async ({ term, academicYear, file }: ScheduleFormValues) => {
    setSummary(null);
    if (!file) return; // the schema refuses it first
    try {
      const { data } = await upload({
        variables: { input: { term, academicYear: academicYear.trim() }, file },
      });
      showPreview(null);
      form.reset({ term, academicYear, file: null });
      if (data) onSaved(data.uploadClassSchedule);
    } catch (error) {
      const server = readServerError(error);
      for (const [name, message] of Object.entries(server?.fields ?? {}))
        if (name in form.getValues())
          form.setError(name as Path<ScheduleFormValues>, { type: 'server', message });
      const message = server?.message ?? FAILED;
      setSummary(Object.values(server?.fields ?? {}).includes(message) ? null : message);
    }
  };

  return {
    form,
    summary,
    previewUrl,
    saving: loading,
    choose,
    remove,
    onSubmit: form.handleSubmit(onValid),
  };
}
