import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Controller,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';

import { FilePicker } from '@/components/file-picker';
import { fileProblem, type FileRule } from '@/lib/files';

interface AttachmentFieldProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** A `File | null` field of the form. */
  name: Path<V>;
  /** The button's text with no file ("Attach proof document") and with one ("Change …"). */
  attachLabel: string;
  changeLabel: string;
  /** Names the hidden file input for assistive technology and tests. */
  inputLabel: string;
  /** What the field takes, and its refusals in the server's words. */
  rule: FileRule;
  disabled?: boolean;
}

/**
 * One optional file of a form: picked (type and size checked here as the
 * server will), its name shown with Remove, the refusal under it.
 */
export function AttachmentField<V extends FieldValues>({
  form,
  name,
  attachLabel,
  changeLabel,
  inputLabel,
  rule,
  disabled,
}: AttachmentFieldProps<V>) {
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field: { value, onChange }, fieldState }) => {
        const file = value as File | null;
        return (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <FilePicker
                label={file ? changeLabel : attachLabel}
                inputLabel={inputLabel}
                accept={rule.accept}
                disabled={disabled}
                onFiles={([picked]) => {
                  if (!picked) return;
                  const problem = fileProblem(picked, rule);
                  if (problem) {
                    form.setError(name, { type: 'file', message: problem });
                    return;
                  }
                  onChange(picked as PathValue<V, Path<V>>);
                  form.clearErrors(name);
                }}
              />
              {file && (
                <>
                  <Typography variant="body2">{file.name}</Typography>
                  <Button
                    size="small"
                    onClick={() => {
                      onChange(null);
                    }}
                  >
                    Remove
                  </Button>
                </>
              )}
            </Stack>
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </>
        );
      }}
    />
  );
}
