import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

import { DetailList } from '@/features/applications/apply/detail-list';
import type { MyApplicationFragment } from '@/gql/graphql';
import { formatCalendarDate, formatClockTime } from '@/lib/format-date';

type Interview = Pick<
  MyApplicationFragment,
  'interviewDate' | 'interviewTime' | 'interviewLocation' | 'interviewNotes'
>;

/** A§2.1: the interview HR scheduled. */
export function InterviewDetails({ application }: { application: Interview }) {
  const { interviewDate, interviewTime, interviewLocation, interviewNotes } = application;
  return (
    <Alert severity="info" icon={<EventIcon />} role="region" aria-label="Interview Details">
      <AlertTitle>Interview Details</AlertTitle>
      <DetailList
        items={[
          ['Date', interviewDate ? formatCalendarDate(interviewDate) : 'To be announced'],
          ['Time', interviewTime ? formatClockTime(interviewTime) : 'To be announced'],
          ['Location', interviewLocation ?? 'To be announced'],
          ...(interviewNotes ? [['Notes', interviewNotes] as [string, string]] : []),
        ]}
      />
      Please arrive 15 minutes early; the interview lasts about 30-45 minutes.
    </Alert>
  );
}
