import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { HistoryTimeline } from '@/components/history-timeline';
import { PROGRAM_LABELS } from '@/components/program-labels';
import { formatDay } from '@/lib/format-date';
import { FIELD_LABELS, STAGE_LABELS, valueLabel } from '@/features/scholars/scholar-labels';
import { ScholarStatusChip } from '@/features/scholars/scholar-status-chip';
import type { ScholarDetail } from '@/features/scholars/use-scholar';

/** One titled part of the View dialog. */
export function DialogSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function period(from: string, to: string | null | undefined): string {
  return to ? `${formatDay(from)} – ${formatDay(to)}` : `since ${formatDay(from)}`;
}

/** Who the scholar is and where they serve: stage, office, dates, duty. */
export function ScholarSummary({ scholar }: { scholar: ScholarDetail }) {
  const details: [string, ReactNode][] = [
    ['Scholar Type', PROGRAM_LABELS[scholar.program]],
    ['Stage', STAGE_LABELS[scholar.stage]],
    ['Status', <ScholarStatusChip key="status" status={scholar.status} />],
    ['Office', scholar.officeName],
    ['Started', formatDay(scholar.startedOn)],
    ['Ended', scholar.endedOn ? formatDay(scholar.endedOn) : '—'],
    ['Duty', `${String(scholar.dutyHoursPerDay)} h a day from ${scholar.dutyStart}`],
  ];
  if (scholar.stage === 'trainee')
    details.push(['Training hours', `${String(scholar.requiredHours)} h required`]);
  if (scholar.assignments.length > 1)
    details.push([
      'Offices served',
      <Stack key="offices" component="span">
        {scholar.assignments.map((assignment) => (
          <span key={assignment.id}>
            {assignment.officeName} ({period(assignment.fromDate, assignment.toDate)})
          </span>
        ))}
      </Stack>,
    ]);

  return (
    <DialogSection title={`${scholar.firstName} ${scholar.lastName}`}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, wordBreak: 'break-all' }}>
        {scholar.email}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 3,
          rowGap: 1.5,
        }}
      >
        {details.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
    </DialogSection>
  );
}

type ScholarEvent = ScholarDetail['history'][number];

function changeOf({ field, fromValue, toValue }: ScholarEvent): string {
  const name = FIELD_LABELS[field] ?? field;
  if (!fromValue) return `${name} set to ${valueLabel(field, toValue)}`;
  return `${name}: ${valueLabel(field, fromValue)} → ${valueLabel(field, toValue)}`;
}

/** The audit trail, oldest first: what changed, who changed it, when, and why. */
export function ScholarHistory({ history }: { history: ScholarEvent[] }) {
  return (
    <DialogSection title="History">
      <HistoryTimeline
        label="Scholar history"
        entries={history.map((event) => ({ ...event, title: changeOf(event) }))}
      />
    </DialogSection>
  );
}
