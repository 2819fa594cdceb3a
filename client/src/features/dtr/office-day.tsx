import Button from '@mui/material/Button';

import type { DayParts } from '@/features/dtr/day-card';
import { figuresOf, type Schedule } from '@/features/dtr/day-figures';
import { DayStatus } from '@/features/dtr/dtr-status';
import { RowSave } from '@/features/dtr/row-save';
import { timesProps } from '@/features/dtr/time-cells';
import type { DayDraft, TimeField } from '@/features/dtr/use-day-drafts';
import type { DtrDayFieldsFragment } from '@/gql/graphql';

type Day = DtrDayFieldsFragment;

export interface OfficeDayProps {
  day: Day;
  schedule: Schedule;
  draft: DayDraft | undefined;
  /** The month is approved: only a correction with a reason, of a recorded day. */
  approved: boolean;
  busy: boolean;
  onEdit(field: TimeField, value: string): void;
  onSave(): void;
  onConfirm(): void;
  onUnconfirm(): void;
  onExcuse(): void;
}

/** Whether the office may change the day's times (approved leave takes none, not even a correction). */
const correctable = ({ day, approved }: Pick<OfficeDayProps, 'day' | 'approved'>) =>
  !day.onLeave && (day.editable || (approved && day.status !== null));

function DayButtons({ day, busy, ...props }: OfficeDayProps) {
  const buttons = [
    { label: 'Confirm', shown: day.status === 'unconfirmed', onClick: props.onConfirm },
    { label: 'Unconfirm', shown: day.status === 'confirmed', onClick: props.onUnconfirm },
    {
      label: 'Excuse',
      shown: day.status !== null || day.excusedReason !== null,
      onClick: props.onExcuse,
    },
  ];
  return buttons
    .filter(({ shown }) => shown)
    .map(({ label, onClick }) => (
      <Button
        key={label}
        size="small"
        // Confirm is the day's main action.
        {...(label === 'Confirm' && { variant: 'contained', color: 'success' })}
        disabled={busy}
        onClick={onClick}
        aria-label={`${label} day ${String(day.day)}`}
      >
        {label}
      </Button>
    ));
}

/** The Action: Save (while edited) and the office's Confirm, Unconfirm, Excuse. */
function OfficeDayAction(props: OfficeDayProps) {
  const { day, draft } = props;
  if (!correctable(props)) return null;
  return (
    <RowSave day={day} draft={draft} onSave={props.onSave}>
      {day.editable && !draft && <DayButtons {...props} />}
    </RowSave>
  );
}

/** A§2.4: the day's times, Total Hours, Status (with flags) and Action. */
export const officeDayParts = (props: OfficeDayProps): DayParts => ({
  times: timesProps(props.day, props.draft, !correctable(props) || props.busy, props.onEdit),
  figures: figuresOf(props.day, props.draft, props.schedule),
  status: <DayStatus day={props.day} flags />,
  action: <OfficeDayAction {...props} />,
});
