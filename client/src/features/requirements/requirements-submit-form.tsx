import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { REQUIREMENT_DOCUMENTS, VERIFY_FIRST } from '@/features/requirements/requirement-documents';
import { RequirementUploadRow } from '@/features/requirements/requirement-upload-row';
import { useSubmitRequirements } from '@/features/requirements/use-submit-requirements';

interface RequirementsSubmitFormProps {
  verified: boolean;
  onSubmitted(): void;
}

/** A§2.3 Requirements: the six items, each needing a file (image or PDF), submitted at once. */
export function RequirementsSubmitForm({ verified, onSubmitted }: RequirementsSubmitFormProps) {
  const form = useSubmitRequirements(onSubmitted);
  return (
    <Box
      component="form"
      noValidate
      aria-label="Requirements"
      onSubmit={(event) => {
        event.preventDefault();
        form.send();
      }}
    >
      {!verified && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {VERIFY_FIRST}
        </Alert>
      )}
      {form.summary && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {form.summary}
        </Alert>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {REQUIREMENT_DOCUMENTS.map(({ key, label }, index) => (
          <RequirementUploadRow
            key={key}
            number={index + 1}
            label={label}
            file={form.files[key]}
            error={form.errors[key]}
            disabled={form.busy}
            onChange={(file) => {
              form.choose(key, file);
            }}
          />
        ))}
      </Box>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={form.busy || !verified}>
          {form.busy ? 'Submitting...' : 'Submit Requirements'}
        </Button>
      </Box>
    </Box>
  );
}
