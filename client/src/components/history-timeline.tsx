import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { formatDateTime } from '@/lib/format-date';

export interface HistoryEntry {
  id: string;
  /** What happened, e.g. "Pending → Under Review". */
  title: string;
  /** Who did it; null for the system (or an account that no longer exists). */
  actorName: string | null;
  createdAt: string;
  comment?: string | null;
}

interface HistoryTimelineProps {
  /** The list's accessible name, e.g. "Status history". */
  label: string;
  entries: HistoryEntry[];
  /** Who a change without an actor is shown as. */
  systemName?: string;
  emptyText?: string;
}

/** An audit trail, oldest first: each step with who made it, when, and the comment. */
export function HistoryTimeline({
  label,
  entries,
  systemName = 'System',
  emptyText = 'No changes yet.',
}: HistoryTimelineProps) {
  if (entries.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 2, borderColor: 'divider' }}
    >
      {entries.map((entry) => (
        <Box component="li" key={entry.id} sx={{ pl: 2, pb: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {entry.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {entry.actorName ?? systemName} · {formatDateTime(entry.createdAt)}
          </Typography>
          {entry.comment && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {entry.comment}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
