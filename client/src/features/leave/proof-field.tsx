import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';

import { AttachmentField } from '@/components/attachment-field';
import { PROOF_RULE } from '@/features/leave/leave-rules';
import type { LeaveFormValues } from '@/features/leave/leave-schema';

/** The optional proof (a medical certificate…): an image or a PDF up to 5 MB. */
export function ProofField({ form }: { form: UseFormReturn<LeaveFormValues> }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        Proof document (optional): a medical certificate or the like, as an image or a PDF of at
        most 5 MB.
      </Typography>
      <AttachmentField
        form={form}
        name="proof"
        attachLabel="Attach proof document"
        changeLabel="Change proof document"
        inputLabel="Proof document"
        rule={PROOF_RULE}
      />
    </Stack>
  );
}
