import Typography from '@mui/material/Typography';

import type { ScholarRequestRowFragment } from '@/gql/graphql';
import { formatDate } from '@/lib/format-date';

/** HR's answer as a list shows it: the text, who gave it and when; a note while there is none. */
export function HrAnswerCell({ request }: { request: ScholarRequestRowFragment }) {
  if (request.status === 'open')
    return (
      <Typography variant="body2" color="text.secondary">
        Awaiting HR&apos;s answer
      </Typography>
    );
  if (request.status === 'cancelled')
    return (
      <Typography variant="body2" color="text.secondary">
        Withdrawn by the office
      </Typography>
    );
  return (
    <div>
      {request.answer && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {request.answer}
        </Typography>
      )}
      {request.answeredAt && (
        <Typography variant="caption" color="text.secondary" component="p">
          {request.answeredByName ?? 'HR'} · {formatDate(request.answeredAt)}
        </Typography>
      )}
    </div>
  );
}
