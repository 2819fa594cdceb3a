import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

import type { DayParts } from '@/features/dtr/day-card';
import { figuresOf, type Schedule } from '@/features/dtr/day-figures';
import { DayStatus } from '@/features/dtr/dtr-status';
import { RowSave } from '@/features/dtr/row-save';
import { timesProps } from '@/features/dtr/time-cells';
import type { DayDraft, TimeField } from '@/features/dtr/use-day-drafts';
import type { DtrDayFieldsFragment } from '@/gql/graphql';

export interface StudentDayProps {
  day: DtrDayFieldsFragment;
  schedule: Schedule;
  /** The row's unsaved edits, if any. */
  draft: DayDraft | undefined;
  onEdit(field: TimeField, value: string): void;
  onSave(): void;
}

/** The Action: Save while the day is open, a lock once the office confirmed it. */
function StudentDayAction({ day, draft, onSave }: StudentDayProps) {
  if (day.editable) {
    return <RowSave day={day} draft={draft} onSave={onSave} />;
  }
  if (day.status !== 'confirmed') return null;
  return (
    <LockOutlinedIcon
      fontSize="small"
      color="action"
      titleAccess="Confirmed by the office: locked"
    />
  );
}

/** A§2.3: the day's times, Late, Undertime, Total Hours, Status and Action. */
export const studentDayParts = (props: StudentDayProps): DayParts => ({
  times: timesProps(props.day, props.draft, !props.day.editable, props.onEdit),
  figures: figuresOf(props.day, props.draft, props.schedule),
  status: <DayStatus day={props.day} />,
  action: <StudentDayAction {...props} />,
});
