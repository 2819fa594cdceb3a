import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

import { DecisionDialog } from '@/components/decision-dialog';
import { DecisionSummary } from '@/components/decision-summary';
import { DECISION_LABELS, LEAVE_STATUS_LABELS } from '@/features/leave/leave-labels';
import { LeaveDetails } from '@/features/leave/leave-details';
import { LeaveHistory } from '@/features/leave/leave-history';
import { useLeaveDecision, type NoteField } from '@/features/leave/use-leave-decision';
import type { LeaveRequestFieldsFragment, LeaveStatus } from '@/gql/graphql';

interface LeaveDecisionDialogProps {
  /** The request decided; null when the dialog is closed. */
  leave: LeaveRequestFieldsFragment | null;
  title: string;
  note: NoteField;
  /** Office: Approve / Disapprove / Set Pending buttons; HR: a Status select. */
  choiceAs: 'buttons' | 'select';
  /** The status picked in HR's card select, which opened the dialog to confirm it. */
  initialStatus?: LeaveStatus;
  submitLabel?: string;
  onClose(): void;
  onDecided(leave: LeaveRequestFieldsFragment, status: LeaveStatus): void;
  reload(): unknown;
}

function Content({
  leave,
  ...props
}: Omit<LeaveDecisionDialogProps, 'leave'> & { leave: LeaveRequestFieldsFragment; open: boolean }) {
  const { decision } = useLeaveDecision(leave, {
    note: props.note,
    initialStatus: props.initialStatus,
    reload: props.reload,
    onDecided: (status) => {
      props.onDecided(leave, status);
    },
  });
  const titleId = useId();
  const labels = props.choiceAs === 'buttons' ? DECISION_LABELS : LEAVE_STATUS_LABELS;
  if (leave.allowedNextStatuses.length === 0)
    // Cancelled is final: the details only.
    return (
      <Dialog
        open={props.open}
        onClose={props.onClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent dividers>
          <LeaveDetails leave={leave} />
          <LeaveHistory key={leave.version} id={leave.id} />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Close</Button>
        </DialogActions>
      </Dialog>
    );
  const submitLabel = props.submitLabel ?? 'Submit';
  return (
    <DecisionDialog
      open={props.open}
      title={props.title}
      onClose={props.onClose}
      submitLabel={submitLabel}
      decision={decision}
      choiceAs={props.choiceAs}
      choiceLabel={props.choiceAs === 'buttons' ? 'Decision' : 'Status'}
      // The status is the first field: a keyboard user confirms or corrects it from there.
      autoFocusChoice={props.choiceAs === 'select'}
      remarksLabel={props.note === 'remarks' ? 'Remarks' : 'HR note'}
      options={leave.allowedNextStatuses.map((status) => ({
        value: status,
        label: labels[status],
      }))}
    >
      <DecisionSummary
        decision={decision}
        current={leave.status}
        labels={LEAVE_STATUS_LABELS}
        // HR's decisions reach the office too (LeaveNotices on the server).
        notified={
          props.note === 'hrNote'
            ? `${leave.studentName} and ${leave.officeName}’s staff`
            : leave.studentName
        }
        confirmLabel={submitLabel}
      />
      <LeaveDetails leave={leave} />
      <LeaveHistory key={leave.version} id={leave.id} />
    </DecisionDialog>
  );
}

/**
 * A§2.4 Actions modal (Decision, Remarks, Cancel / Submit) and A§2.5 Leave details (Status,
 * HR note). A lost race reloads the request and keeps what was typed.
 */
export function LeaveDecisionDialog({ leave, ...props }: LeaveDecisionDialogProps) {
  // Kept while the dialog closes, so its content does not vanish during the transition.
  const [shown, setShown] = useState(leave);
  // Each opening starts a new form (from the status picked then), never the last one's.
  const [openings, setOpenings] = useState(leave === null ? 0 : 1);
  const [wasOpen, setWasOpen] = useState(leave !== null);
  if (leave !== null && leave !== shown) setShown(leave);
  if ((leave !== null) !== wasOpen) {
    setWasOpen(leave !== null);
    if (leave !== null) setOpenings(openings + 1);
  }
  if (!shown) return null;
  return (
    <Content
      key={`${shown.id}:${String(openings)}`}
      leave={shown}
      open={leave !== null}
      {...props}
    />
  );
}
