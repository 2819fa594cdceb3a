import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { SectionCard } from '@/components/section-card';
import { StatusChip, type StatusTone } from '@/components/status-chip';
import type { TermChange } from '@/features/terms/use-term-change-form';
import type { TermClosingFieldsFragment } from '@/gql/graphql';
import { formatDateTime, formatDay } from '@/lib/format-date';

type TermState = 'open' | 'closed';
const STATE_LABELS: Record<TermState, string> = { open: 'Open', closed: 'Closed' };
const STATE_TONES: Record<TermState, StatusTone> = { open: 'success', closed: 'default' };

interface TermSummaryProps {
  closing: TermClosingFieldsFragment;
  isCurrent: boolean;
  /** After the current term: closing it is refused until it begins. */
  notBegun: boolean;
  onChange(change: TermChange): void;
}

/** The term's dates, whether it is open or closed (when, by whom, why), and Close or Reopen. */
export function TermSummary({ closing, isCurrent, notBegun, onChange }: TermSummaryProps) {
  const closure = closing.closure;
  return (
    <SectionCard
      title={closing.label}
      description={`${formatDay(closing.from)} – ${formatDay(closing.to)}`}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <StatusChip
            status={closure ? 'closed' : 'open'}
            labels={STATE_LABELS}
            tones={STATE_TONES}
          />
          {isCurrent && <Chip size="small" variant="outlined" label="Current term" />}
          {notBegun && <Chip size="small" variant="outlined" label="Not begun" />}
        </Stack>
        {closure ? (
          <div>
            <Typography variant="body2">
              Closed {formatDateTime(closure.closedAt)} by {closure.closedByName}. Its DTR,
              evaluations and leave are read-only until the term is reopened.
            </Typography>
            {closure.closeReason && (
              <Typography variant="body2" color="text.secondary">
                Why: {closure.closeReason}
              </Typography>
            )}
          </div>
        ) : (
          <Typography variant="body2">
            {notBegun
              ? 'The term has not begun: it can be closed once it has.'
              : 'Open: its DTR, evaluations and leave can still change.'}
          </Typography>
        )}
        <div>
          {closure ? (
            <Button variant="outlined" onClick={() => onChange('reopen')}>
              Reopen term…
            </Button>
          ) : (
            <Button variant="contained" onClick={() => onChange('close')}>
              Close term…
            </Button>
          )}
        </div>
      </Stack>
    </SectionCard>
  );
}
