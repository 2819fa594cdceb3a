import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useDayCards } from '@/features/dtr/day-card';
import { MonthDays, monthColumns, nextDay, nextDayShortcut } from '@/features/dtr/day-table';
import { GridKeysHelp } from '@/features/dtr/grid-keys-help';
import { officeDayParts, type OfficeDayProps } from '@/features/dtr/office-day';
import type { ReasonRequest } from '@/features/dtr/reason-dialog';
import { changedDraft, type DraftSave } from '@/features/dtr/use-day-drafts';
import { useGridNavigation, type GridShortcut } from '@/features/dtr/use-grid-navigation';
import type { OfficeDayActions } from '@/features/dtr/use-office-day-actions';
import type { DtrDayFieldsFragment, DtrSheetFragment } from '@/gql/graphql';
import { lazyDialog } from '@/lib/lazy-dialog';

type Day = DtrDayFieldsFragment;

const ReasonDialog = lazyDialog(
  () => import('@/features/dtr/reason-dialog').then((m) => m.ReasonDialog),
  (props) => props.request !== null,
);

const ACTION_COLUMN = monthColumns(false).indexOf('Action');

const confirmable = (day: Day) => day.status === 'unconfirmed' && day.editable;

const nextUnconfirmed = (days: Day[], date?: string) => nextDay(days, confirmable, date);

interface OfficeDtrDaysProps {
  sheet: DtrSheetFragment;
  actions: OfficeDayActions;
  busy: boolean;
  /** "Confirm all complete days" of the month. */
  onConfirmAll(): void;
  /** Focus the next unconfirmed day once drawn: the office opened this scholar's month. */
  autoFocus: boolean;
}

/**
 * A§2.4: the scholar's month day by day, with the office's actions on each day — a grid
 * worked from the keyboard (use-grid-navigation.ts), or a card a day on a phone.
 */
export function OfficeDtrDays({
  sheet,
  actions,
  busy,
  onConfirmAll,
  autoFocus,
}: OfficeDtrDaysProps) {
  const cards = useDayCards();
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const [help, setHelp] = useState(false);
  const approved = sheet.status === 'approved';
  const { drafts } = actions;
  const pending = nextUnconfirmed(sheet.days);
  const dayOf = (date: string) => sheet.days.find((day) => day.date === date);

  const confirm = (day: Day) => {
    // Focus goes on at once, to the day to confirm next, while this one is sent.
    const next = nextUnconfirmed(sheet.days, day.date);
    if (next) grid.moveToRow(next.date);
    void actions.confirm(day);
  };
  const save = (day: Day, change: DraftSave) => {
    if (!approved) return void actions.save([change]);
    setRequest({
      title: `Correct day ${String(day.day)}`,
      text: 'This month is approved: say why its times are corrected. The old times are kept.',
      required: true,
      submitLabel: 'Save correction',
      submit: (reason) => actions.save([change], reason),
    });
  };
  const excuse = (day: Day) => {
    setRequest({
      title: `Excuse day ${String(day.day)}`,
      text: 'An excused day (an emergency) counts no late and no undertime. Leave the reason blank to remove the excuse.',
      initial: day.excusedReason ?? '',
      required: false,
      submitLabel: 'Save',
      submit: (reason) => actions.excuse(day, reason),
    });
  };

  const propsOf = (day: Day): OfficeDayProps => {
    const draft = changedDraft(drafts.drafts, day);
    return {
      day,
      schedule: sheet,
      draft,
      approved,
      busy: actions.busyDate === day.date,
      onEdit: (field, value) => {
        drafts.edit(day, field, value);
      },
      onSave: () => {
        if (draft) save(day, { date: day.date, times: draft.times });
      },
      onConfirm: () => {
        confirm(day);
      },
      onUnconfirm: () => void actions.unconfirm(day),
      onExcuse: () => {
        excuse(day);
      },
    };
  };

  // A shortcut does what the day's button does, when the day shows that button.
  const onDay =
    (when: (props: OfficeDayProps) => boolean, run: (props: OfficeDayProps) => void) =>
    (date: string) => {
      const day = dayOf(date);
      const props = day && propsOf(day);
      if (props && !props.busy && when(props)) run(props);
    };
  const shown = ({ day, draft }: OfficeDayProps) => day.editable && !draft;
  const shortcuts: GridShortcut[] = [
    {
      key: 'c',
      label: 'Confirm this day',
      run: onDay(
        (p) => shown(p) && p.day.status === 'unconfirmed',
        (p) => p.onConfirm(),
      ),
    },
    { key: 'A', label: 'Confirm all complete days', run: onConfirmAll },
    nextDayShortcut('Go to the next unconfirmed day', sheet.days, confirmable, (date) => {
      grid.moveToRow(date);
    }),
    {
      key: 'u',
      label: 'Unconfirm this day',
      run: onDay(
        (p) => shown(p) && p.day.status === 'confirmed',
        (p) => p.onUnconfirm(),
      ),
    },
    {
      key: 'e',
      label: 'Excuse this day',
      run: onDay(
        (p) => shown(p) && (p.day.status !== null || p.day.excusedReason !== null),
        (p) => p.onExcuse(),
      ),
    },
    {
      key: 's',
      label: "Save this day's times",
      run: onDay(
        (p) => Boolean(p.draft),
        (p) => p.onSave(),
      ),
    },
    { key: '?', label: 'Show these shortcuts', run: () => setHelp(true) },
  ];
  const grid = useGridNavigation({
    home: { row: pending?.date ?? sheet.days[0]?.date ?? '', col: pending ? ACTION_COLUMN : 0 },
    shortcuts,
    autoFocus: autoFocus && !cards,
  });

  return (
    <>
      <Stack spacing={1}>
        {!cards && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <GridKeysHelp shortcuts={shortcuts} open={help} onOpenChange={setHelp} />
            <Typography variant="body2" color="text.secondary">
              In the table, C confirms the day in focus and N goes to the next unconfirmed day.
            </Typography>
          </Stack>
        )}
        <MonthDays
          sheet={sheet}
          label={`DTR of ${sheet.name}, ${sheet.label}`}
          lateness={false}
          cards={cards}
          grid={grid.gridProps}
          busy={busy}
          partsOf={(day) => officeDayParts(propsOf(day))}
        />
      </Stack>
      <ReasonDialog
        request={request}
        onClose={() => {
          setRequest(null);
        }}
        onClosed={grid.refocus}
      />
    </>
  );
}
