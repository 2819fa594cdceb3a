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

interface AttachmentFieldProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** A `File | null` field of the form. */
  name: Path<V>;
  /** The button's text with no file ("Attach proof document") and with one ("Change …"). */
  attachLabel: string;
  changeLabel: string;
  /** Names the hidden file input for assistive technology and tests. */
  inputLabel: string;
  /** The MIME types taken, comma-separated (as the input's accept). */
  accept: string;
  maxBytes: number;
  /** The refusals, in the server's words. */
  wrongType: string;
  tooBig: string;
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
  accept,
  maxBytes,
  wrongType,
  tooBig,
  disabled,
}: AttachmentFieldProps<V>) {
  const accepted = new Set(accept.split(','));
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
                accept={accept}
                disabled={disabled}
                onFiles={([picked]) => {
                  if (!picked) return;
                  if (!accepted.has(picked.type)) {
                    form.setError(name, { type: 'file', message: wrongType });
                    return;
                  }
                  if (picked.size > maxBytes) {
                    form.setError(name, { type: 'file', message: tooBig });
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
