import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { HistoryTimeline } from '@/components/history-timeline';
import { RequestStatusChip } from '@/features/scholar-requests/request-status-chip';
import {
  countsLabel,
  REQUEST_STATUS_LABELS,
  scholarTypeLabel,
} from '@/features/scholar-requests/scholar-request-labels';
import type { ScholarRequestQuery } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

export type ScholarRequestDetail = ScholarRequestQuery['scholarRequest'];

/** What HR answers: who asked, for what, and the request's history. */
export function RequestDetails({ request }: { request: ScholarRequestDetail }) {
  const facts: [string, ReactNode][] = [
    ['Office', request.officeName],
    ['Requested by', `${request.requestedByName ?? '—'}, ${formatDateTime(request.createdAt)}`],
    ['Scholars needed', countsLabel(request)],
    ['Scholar Type', scholarTypeLabel(request.scholarType)],
    ['Notes', request.notes ?? '—'],
    ['Status', <RequestStatusChip key="status" status={request.status} />],
  ];
  return (
    <Box sx={{ mb: 3 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 1,
          m: 0,
        }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        History
      </Typography>
      <HistoryTimeline
        label="Request history"
        entries={request.history.map((event) => ({
          id: event.id,
          title: event.fromStatus
            ? `${REQUEST_STATUS_LABELS[event.fromStatus]} → ${REQUEST_STATUS_LABELS[event.toStatus]}`
            : 'Requested',
          actorName: event.actorName ?? null,
          createdAt: event.createdAt,
          comment: event.comment,
        }))}
      />
    </Box>
  );
}
