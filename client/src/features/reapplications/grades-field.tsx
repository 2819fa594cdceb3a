import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';

import { AttachmentField } from '@/components/attachment-field';
import { FormSelectField } from '@/components/form-select-field';
import { GRADES_RULE } from '@/features/reapplications/grades-rule';
import type { ReapplicationFormValues } from '@/features/reapplications/reapplication-schema';

interface GradeChoice {
  id: string;
  termLabel: string;
  generalAverage?: number | null;
}

interface GradesFieldProps {
  form: UseFormReturn<ReapplicationFormValues>;
  choices: GradeChoice[];
}

/** Recent grades (optional): one of the student's saved grade reports, or an image / PDF. */
export function GradesField({ form, choices }: GradesFieldProps) {
  const reportId = form.watch('gradeReportId');
  const file = form.watch('grades');
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        Recent grades (optional): choose one of your saved grade reports, or attach a JPG, PNG or
        PDF of at most 5 MB.
      </Typography>
      {choices.length > 0 && (
        <FormSelectField
          name="gradeReportId"
          control={form.control}
          label="Saved grade report"
          disabled={file !== null}
          sx={{ minWidth: 280 }}
          emptyLabel="None"
          options={choices.map((choice) => ({
            value: choice.id,
            label:
              choice.generalAverage != null
                ? `${choice.termLabel} (GWA ${String(choice.generalAverage)})`
                : choice.termLabel,
          }))}
        />
      )}
      <AttachmentField
        form={form}
        name="grades"
        attachLabel="Attach grades file"
        changeLabel="Change grades file"
        inputLabel="Grades file"
        rule={GRADES_RULE}
        disabled={reportId !== ''}
      />
    </Stack>
  );
}
