import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';

import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { StatusFormControl } from '@/features/applications/manage/review/use-status-form';
import { InterviewMailPreviewDocument } from '@/gql/graphql';

const PREVIEW_DELAY_MS = 400;

interface InterviewMailPreviewProps {
  applicationId: string;
  control: StatusFormControl;
}

/** A§4: the invitation e-mail as the applicant will receive it, following the fields as HR types. */
export function InterviewMailPreview({ applicationId, control }: InterviewMailPreviewProps) {
  const [date, time, location, notes] = useWatch({
    control,
    name: ['interviewDate', 'interviewTime', 'interviewLocation', 'interviewNotes'],
  });
  const slot = useMemo(
    () => ({
      applicationId,
      interviewDate: date || undefined,
      interviewTime: time || undefined,
      interviewLocation: location.trim() || undefined,
      interviewNotes: notes.trim() || undefined,
    }),
    [applicationId, date, time, location, notes],
  );
  const input = useDebouncedValue(slot, PREVIEW_DELAY_MS);
  const { data, previousData, error, loading } = useQuery(InterviewMailPreviewDocument, {
    variables: { input },
  });
  const mail = (data ?? previousData)?.interviewMailPreview;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="interview-mail-preview-title"
      aria-busy={loading}
      sx={{ p: 2 }}
    >
      <Typography id="interview-mail-preview-title" variant="subtitle2" component="h3">
        Interview e-mail preview
      </Typography>
      {error && !mail && (
        <Typography variant="body2" color="error">
          The preview is not available right now.
        </Typography>
      )}
      {mail && (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            <strong>Subject:</strong> {mail.subject}
          </Typography>
          <Box
            component="pre"
            sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', fontSize: 14, m: 0, mt: 1 }}
          >
            {mail.text}
          </Box>
        </>
      )}
    </Paper>
  );
}
