import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { DayTable, TotalsRow } from '@/features/dtr/day-table';
import { StudentDayRow } from '@/features/dtr/student-day-row';
import { changedDraft, type DayDrafts, type DraftSave } from '@/features/dtr/use-day-drafts';
import type { DtrSheetFragment } from '@/gql/graphql';

const COLUMNS = [
  'Day',
  'IN',
  'OUT',
  'IN',
  'OUT',
  'Late',
  'Undertime',
  'Total Hours',
  'Status',
  'Action',
];

interface StudentDtrGridProps {
  sheet: DtrSheetFragment;
  drafts: DayDrafts;
  /** Saves these days (one request each), then reads the month again. */
  onSave(days: DraftSave[]): Promise<boolean>;
  busy: boolean;
}

/** A§2.3: the month day by day, each day saved to the server on its own Save (or all at once). */
export function StudentDtrGrid({ sheet, drafts, onSave, busy }: StudentDtrGridProps) {
  const edited = sheet.days.flatMap((day) => {
    const draft = day.editable ? changedDraft(drafts.drafts, day) : undefined;
    return draft && !draft.saving ? [{ date: day.date, times: draft.times }] : [];
  });
  const saving = sheet.days.some((day) => drafts.drafts[day.date]?.saving);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={edited.length === 0 || saving}
          onClick={() => void onSave(edited)}
        >
          {saving ? 'Saving...' : `Save all changes (${String(edited.length)})`}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Each day is saved on the server when you press its Save button (or Save all changes).
        </Typography>
      </Stack>
      <DayTable
        label={`DTR of ${sheet.label}`}
        columns={COLUMNS}
        busy={busy}
        totals={
          <TotalsRow
            cells={[
              '',
              '',
              '',
              '',
              sheet.totals.late,
              sheet.totals.undertime,
              sheet.totals.totalHours,
              `${String(sheet.totals.confirmedDays)} of ${String(sheet.totals.daysRecorded)} confirmed`,
              '',
            ]}
          />
        }
      >
        {sheet.days.map((day) => {
          const draft = day.editable ? changedDraft(drafts.drafts, day) : undefined;
          return (
            <StudentDayRow
              key={day.date}
              day={day}
              schedule={sheet}
              draft={draft}
              onEdit={(field, value) => {
                drafts.edit(day, field, value);
              }}
              onSave={() => {
                if (draft) void onSave([{ date: day.date, times: draft.times }]);
              }}
            />
          );
        })}
      </DayTable>
    </Stack>
  );
}
