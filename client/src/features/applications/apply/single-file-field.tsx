import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';

import type { ApplicationForm } from '@/features/applications/apply/application-schema';
import { FilePicker } from '@/components/file-picker';
import {
  fileProblem,
  formatFileSize,
  type FileRule,
} from '@/features/applications/apply/file-rules';

interface SingleFileFieldProps {
  form: ApplicationForm;
  name: 'profilePhoto' | 'parentId';
  rule: FileRule;
  /** Names the file input, e.g. "2x2 picture". */
  inputLabel: string;
  /** The button's text before and after a file is chosen. */
  chooseLabel: string;
  changeLabel: string;
  /** Runs with a file the rule accepts, before the form keeps it. */
  onAccepted?: (file: File) => void;
}

/** One required file: checked against its rule when picked, named once kept, its error under it. */
export function SingleFileField({
  form,
  name,
  rule,
  inputLabel,
  chooseLabel,
  changeLabel,
  onAccepted,
}: SingleFileFieldProps) {
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field: { value, ref, onChange }, fieldState }) => (
        <Stack spacing={1}>
          <Box>
            <FilePicker
              label={value ? changeLabel : chooseLabel}
              inputLabel={inputLabel}
              accept={rule.accept}
              buttonRef={ref}
              onFiles={([file]) => {
                if (!file) return;
                const problem = fileProblem(rule, file);
                if (problem) {
                  form.setError(name, { type: 'file', message: problem });
                  return;
                }
                onAccepted?.(file);
                onChange(file);
                form.clearErrors(name);
              }}
            />
          </Box>
          {value && (
            <Typography variant="body2">
              {value.name} ({formatFileSize(value.size)})
            </Typography>
          )}
          {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
        </Stack>
      )}
    />
  );
}
