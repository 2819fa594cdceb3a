import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { FilePicker } from '@/components/file-picker';
import { RequirementStatusChip } from '@/components/requirement-status-chip';
import { DOCUMENT_ACCEPT } from '@/features/requirements/requirement-documents';
import type { useMyRequirements } from '@/features/requirements/use-my-requirements';
import type { MyRequirementSubmissionQuery } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

type Submission = NonNullable<MyRequirementSubmissionQuery['myRequirementSubmission']>;

interface MyRequirementsProps {
  submission: Submission;
  state: ReturnType<typeof useMyRequirements>;
}

/** After submitting: each item's review and note; a re-upload only where HR asked for one. */
export function MyRequirements({ submission, state }: MyRequirementsProps) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          Submitted {formatDateTime(submission.submittedAt)} · {submission.approvedCount} of{' '}
          {submission.itemsCount} approved
        </Typography>
        <RequirementStatusChip status={submission.status} />
      </Stack>
      {submission.status === 'needs_reupload' && (
        <Alert severity="warning">
          Some items need to be uploaded again. Read the note under each and upload a new file.
        </Alert>
      )}
      <Box component="ol" aria-label="My requirements" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {submission.items.map((item, index) => (
          <Stack
            component="li"
            key={item.id}
            spacing={1}
            aria-label={item.label}
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle1">
                {index + 1}. {item.label}
              </Typography>
              <RequirementStatusChip status={item.status} />
            </Stack>
            {item.file && (
              <Typography variant="body2">
                <Link href={item.file.url} target="_blank" rel="noopener">
                  {item.file.name}
                </Link>
              </Typography>
            )}
            {item.note && (
              <Typography variant="body2" color="text.secondary">
                Note: {item.note}
              </Typography>
            )}
            {item.status === 'needs_reupload' && (
              <Box>
                <FilePicker
                  label={state.busyKey === item.key ? 'Uploading...' : 'Re-upload file'}
                  inputLabel={`Re-upload ${item.label}`}
                  accept={DOCUMENT_ACCEPT}
                  disabled={state.busyKey !== null}
                  onFiles={([file]) => {
                    if (file) state.reupload(item, file);
                  }}
                />
              </Box>
            )}
            {state.itemErrors[item.key] && (
              <FormHelperText error>{state.itemErrors[item.key]}</FormHelperText>
            )}
          </Stack>
        ))}
      </Box>
    </Stack>
  );
}
