import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';

import { TERM_LABELS } from '@/components/evaluation-labels';
import { FileDropZone } from '@/components/file-drop-zone';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { labelOptions } from '@/components/select-field';
import { SCHEDULE_ACCEPT } from '@/features/schedules/schedule-file';
import { SchedulePreview } from '@/features/schedules/schedule-preview';
import { useScheduleUpload } from '@/features/schedules/use-schedule-upload';
import type { ClassScheduleFieldsFragment, EvaluationTerm } from '@/gql/graphql';

interface ScheduleUploadFormProps {
  defaults: { term: EvaluationTerm; academicYear: string };
  /** Whether the chosen term already has a saved schedule (the upload replaces it). */
  hasCurrent: (term: EvaluationTerm, academicYear: string) => boolean;
  onSaved: (schedule: ClassScheduleFieldsFragment) => void;
}

/** A§2.3 Upload Schedule: drop or pick a PDF, preview it, choose the term, upload. */
export function ScheduleUploadForm({ defaults, hasCurrent, onSaved }: ScheduleUploadFormProps) {
  const { form, summary, previewUrl, saving, choose, remove, onSubmit } = useScheduleUpload(
    defaults,
    onSaved,
  );
  const [file, term, academicYear] = useWatch({
    control: form.control,
    name: ['file', 'term', 'academicYear'],
  });
  const replaces = hasCurrent(term, academicYear.trim());

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)}>
      {summary && <Alert severity="error">{summary}</Alert>}
      {file ? (
        <SchedulePreview file={file} url={previewUrl} disabled={saving} onRemove={remove} />
      ) : (
        <FileDropZone
          prompt="Drag and drop your class schedule (PDF, max 10MB) here"
          pickLabel="Choose PDF"
          inputLabel="Class schedule PDF"
          accept={SCHEDULE_ACCEPT}
          disabled={saving}
          error={form.formState.errors.file?.message}
          onFile={(picked) => void choose(picked)}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          name="term"
          control={form.control}
          label="Term"
          options={labelOptions(TERM_LABELS)}
          fullWidth={false}
          sx={{ minWidth: 220 }}
        />
        <FormTextField
          name="academicYear"
          control={form.control}
          label="Academic Year"
          placeholder="2026-2027"
          sx={{ maxWidth: { sm: 220 } }}
        />
      </Stack>
      {replaces && file && (
        <Alert severity="info" role="status">
          Uploading replaces your saved schedule for this term; the old one stays in the history.
        </Alert>
      )}
      <Stack direction="row">
        <Button type="submit" variant="contained" startIcon={<CloudUploadIcon />} disabled={saving}>
          {saving ? 'Uploading…' : 'Upload Schedule'}
        </Button>
      </Stack>
    </Stack>
  );
}
