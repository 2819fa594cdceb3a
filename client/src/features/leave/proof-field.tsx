import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';

import { FilePicker } from '@/components/file-picker';
import {
  PROOF_ACCEPT,
  PROOF_MAX_BYTES,
  PROOF_TOO_BIG,
  PROOF_WRONG_TYPE,
  type LeaveFormValues,
} from '@/features/leave/leave-schema';

const ACCEPTED = new Set(PROOF_ACCEPT.split(','));

/** The optional proof (a medical certificate…): an image or a PDF up to 5 MB. */
export function ProofField({ form }: { form: UseFormReturn<LeaveFormValues> }) {
  return (
    <Controller
      name="proof"
      control={form.control}
      render={({ field: { value, onChange }, fieldState }) => (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            Proof document (optional): a medical certificate or the like, as an image or a PDF of at
            most 5 MB.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <FilePicker
              label={value ? 'Change proof document' : 'Attach proof document'}
              inputLabel="Proof document"
              accept={PROOF_ACCEPT}
              onFiles={([file]) => {
                if (!file) return;
                if (!ACCEPTED.has(file.type)) {
                  form.setError('proof', { type: 'file', message: PROOF_WRONG_TYPE });
                  return;
                }
                if (file.size > PROOF_MAX_BYTES) {
                  form.setError('proof', { type: 'file', message: PROOF_TOO_BIG });
                  return;
                }
                onChange(file);
                form.clearErrors('proof');
              }}
            />
            {value && (
              <>
                <Typography variant="body2">{value.name}</Typography>
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
        </Stack>
      )}
    />
  );
}
