import { useState } from 'react';

import { DayTable, TotalsRow } from '@/features/dtr/day-table';
import { OfficeDayRow } from '@/features/dtr/office-day-row';
import type { ReasonRequest } from '@/features/dtr/reason-dialog';
import { changedDraft, type DraftSave } from '@/features/dtr/use-day-drafts';
import type { OfficeDayActions } from '@/features/dtr/use-office-day-actions';
import type { DtrDayFieldsFragment, DtrSheetFragment } from '@/gql/graphql';
import { lazyDialog } from '@/lib/lazy-dialog';

const ReasonDialog = lazyDialog(
  () => import('@/features/dtr/reason-dialog').then((m) => m.ReasonDialog),
  (props) => props.request !== null,
);

const COLUMNS = ['Day', 'IN', 'OUT', 'IN', 'OUT', 'Total Hours', 'Status', 'Action'];

interface OfficeDtrGridProps {
  sheet: DtrSheetFragment;
  actions: OfficeDayActions;
  busy: boolean;
}

/** A§2.4: the scholar's month day by day, with the office's actions on each day. */
export function OfficeDtrGrid({ sheet, actions, busy }: OfficeDtrGridProps) {
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const approved = sheet.status === 'approved';
  const { drafts } = actions;

  const save = (day: DtrDayFieldsFragment, change: DraftSave) => {
    if (!approved) return void actions.save([change]);
    setRequest({
      title: `Correct day ${String(day.day)}`,
      text: 'This month is approved: say why its times are corrected. The old times are kept.',
      required: true,
      submitLabel: 'Save correction',
      submit: (reason) => actions.save([change], reason),
    });
  };
  const excuse = (day: DtrDayFieldsFragment) => {
    setRequest({
      title: `Excuse day ${String(day.day)}`,
      text: 'An excused day (an emergency) counts no late and no undertime. Leave the reason blank to remove the excuse.',
      initial: day.excusedReason ?? '',
      required: false,
      submitLabel: 'Save',
      submit: (reason) => actions.excuse(day, reason),
    });
  };

  return (
    <>
      <DayTable
        label={`DTR of ${sheet.name}, ${sheet.label}`}
        columns={COLUMNS}
        busy={busy}
        totals={
          <TotalsRow
            cells={[
              '',
              '',
              '',
              '',
              sheet.totals.totalHours,
              `${String(sheet.totals.confirmedDays)} of ${String(sheet.totals.daysRecorded)} confirmed`,
              '',
            ]}
          />
        }
      >
        {sheet.days.map((day) => {
          const draft = changedDraft(drafts.drafts, day);
          return (
            <OfficeDayRow
              key={day.date}
              day={day}
              schedule={sheet}
              draft={draft}
              approved={approved}
              busy={actions.busyDate === day.date}
              onEdit={(field, value) => {
                drafts.edit(day, field, value);
              }}
              onSave={() => {
                if (draft) save(day, { date: day.date, times: draft.times });
              }}
              onConfirm={() => void actions.confirm(day)}
              onUnconfirm={() => void actions.unconfirm(day)}
              onExcuse={() => {
                excuse(day);
              }}
            />
          );
        })}
      </DayTable>
      <ReasonDialog
        request={request}
        onClose={() => {
          setRequest(null);
        }}
      />
    </>
  );
}
