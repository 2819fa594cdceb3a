import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { STATUS_LABELS } from '@/features/applications/application-labels';
import { formatDateTime } from '@/features/applications/manage/format-date';
import { ReviewSection } from '@/features/applications/manage/review/detail-list';
import type { StaffApplicationDetail } from '@/features/applications/manage/review/use-application-review';

type HistoryEvent = StaffApplicationDetail['history'][number];

function stepOf({ fromStatus, toStatus }: HistoryEvent): string {
  if (!fromStatus) return `Submitted (${STATUS_LABELS[toStatus]})`;
  if (fromStatus === toStatus) return `${STATUS_LABELS[toStatus]} (updated)`;
  return `${STATUS_LABELS[fromStatus]} → ${STATUS_LABELS[toStatus]}`;
}

/** The audit trail, oldest first: each step with who made it, when, and the comment. */
export function StatusHistory({ history }: { history: HistoryEvent[] }) {
  return (
    <ReviewSection title="Status History">
      <Box
        component="ol"
        aria-label="Status history"
        sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 2, borderColor: 'divider' }}
      >
        {history.map((event) => (
          <Box component="li" key={event.id} sx={{ pl: 2, pb: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {stepOf(event)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {event.actorName ?? 'Deleted user'} · {formatDateTime(event.createdAt)}
            </Typography>
            {event.comment && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {event.comment}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </ReviewSection>
  );
}
