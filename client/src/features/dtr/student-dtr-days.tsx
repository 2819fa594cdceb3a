import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useDayCards } from '@/features/dtr/day-card';
import { MonthDays, monthColumns, nextDay, nextDayShortcut } from '@/features/dtr/day-table';
import { GridKeysHelp } from '@/features/dtr/grid-keys-help';
import { studentDayParts, type StudentDayProps } from '@/features/dtr/student-day';
import { changedDraft, type DayDrafts, type DraftSave } from '@/features/dtr/use-day-drafts';
import { useGridNavigation, type GridShortcut } from '@/features/dtr/use-grid-navigation';
import type { DtrDayFieldsFragment, DtrSheetFragment } from '@/gql/graphql';

type Day = DtrDayFieldsFragment;

const FIRST_IN = monthColumns(true).indexOf('IN');

/** A duty day with nothing recorded yet: the next for the student to fill. */
const toRecord = (day: Day) => day.editable && day.dutyDay && !day.onLeave && day.status === null;

interface StudentDtrDaysProps {
  sheet: DtrSheetFragment;
  drafts: DayDrafts;
  /** Saves these days (one request each), then reads the month again. */
  onSave(days: DraftSave[]): Promise<boolean>;
  busy: boolean;
}

/**
 * A§2.3: the month day by day, each day saved to the server on its own Save (or all at once)
 * — a grid worked from the keyboard (use-grid-navigation.ts), or a card a day on a phone.
 */
export function StudentDtrDays({ sheet, drafts, onSave, busy }: StudentDtrDaysProps) {
  const cards = useDayCards();
  const [help, setHelp] = useState(false);
  const draftOf = (day: Day) => (day.editable ? changedDraft(drafts.drafts, day) : undefined);
  const edited = sheet.days.flatMap((day) => {
    const draft = draftOf(day);
    return draft && !draft.saving ? [{ date: day.date, times: draft.times }] : [];
  });
  const saving = sheet.days.some((day) => drafts.drafts[day.date]?.saving);
  const saveAll = () => {
    if (edited.length > 0 && !saving) void onSave(edited);
  };

  const propsOf = (day: Day): StudentDayProps => {
    const draft = draftOf(day);
    return {
      day,
      schedule: sheet,
      draft,
      onEdit: (field, value) => {
        drafts.edit(day, field, value);
      },
      onSave: () => {
        if (draft && !draft.saving) void onSave([{ date: day.date, times: draft.times }]);
      },
    };
  };
  const shortcuts: GridShortcut[] = [
    {
      key: 's',
      label: "Save this day's times",
      run: (date) => {
        const day = sheet.days.find((d) => d.date === date);
        if (day) propsOf(day).onSave();
      },
    },
    { key: 'S', label: 'Save all changes', run: saveAll },
    nextDayShortcut('Go to the next day to record', sheet.days, toRecord, (date) => {
      grid.moveToRow(date);
    }),
    { key: '?', label: 'Show these shortcuts', run: () => setHelp(true) },
  ];
  const home = nextDay(sheet.days, toRecord) ?? sheet.days[0];
  const grid = useGridNavigation({ home: { row: home?.date ?? '', col: FIRST_IN }, shortcuts });

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={edited.length === 0 || saving} onClick={saveAll}>
          {saving ? 'Saving...' : `Save all changes (${String(edited.length)})`}
        </Button>
        {!cards && <GridKeysHelp shortcuts={shortcuts} open={help} onOpenChange={setHelp} />}
        <Typography variant="body2" color="text.secondary">
          Each day is saved on the server when you press its Save button (or Save all changes).
        </Typography>
      </Stack>
      <MonthDays
        sheet={sheet}
        label={`DTR of ${sheet.label}`}
        lateness
        cards={cards}
        grid={grid.gridProps}
        busy={busy}
        partsOf={(day) => studentDayParts(propsOf(day))}
      />
    </Stack>
  );
}
