import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { FilePicker } from '@/components/file-picker';
import { DOCUMENT_ACCEPT } from '@/features/requirements/requirement-documents';
import { fileSize } from '@/lib/files';

interface RequirementUploadRowProps {
  number: number;
  label: string;
  file: File | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange(file: File | null): void;
}

/** One required document of the first submission: its upload, the file chosen, its error. */
export function RequirementUploadRow({
  number,
  label,
  file,
  error,
  disabled,
  onChange,
}: RequirementUploadRowProps) {
  const errorId = useId();
  return (
    <Stack
      component="li"
      spacing={1}
      aria-describedby={error ? errorId : undefined}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography component="h3" variant="subtitle1">
        {number}. {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FilePicker
          label={file ? 'Change file' : 'Upload file'}
          inputLabel={label}
          accept={DOCUMENT_ACCEPT}
          disabled={disabled}
          onFiles={([picked]) => {
            if (picked) onChange(picked);
          }}
        />
        {file && (
          <>
            <Typography variant="body2">
              {file.name} ({fileSize(file.size)})
            </Typography>
            <Button size="small" disabled={disabled} onClick={() => onChange(null)}>
              Remove
            </Button>
          </>
        )}
      </Stack>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
