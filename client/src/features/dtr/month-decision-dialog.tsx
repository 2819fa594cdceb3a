import { DecisionDialog } from '@/components/decision-dialog';
import { MONTH_DECISIONS, useMonthDecision } from '@/features/dtr/use-month-decision';
import type { DtrSheetFragment } from '@/gql/graphql';
import { useToast } from '@/lib/toast/use-toast';

interface MonthDecisionDialogProps {
  sheet: DtrSheetFragment;
  open: boolean;
  onClose(): void;
  reload(): unknown;
}

/** Approve the submitted month, or return it with remarks; a lost race reloads it and keeps the remarks. */
export function MonthDecisionDialog({ sheet, open, onClose, reload }: MonthDecisionDialogProps) {
  const toast = useToast();
  const { decision } = useMonthDecision(sheet, {
    reload,
    onDecided: (status) => {
      onClose();
      void reload();
      const done = status === 'approved' ? 'approved' : 'returned to the student';
      toast.show(`The DTR of ${sheet.name} for ${sheet.label} was ${done}.`, { type: 'success' });
    },
  });
  return (
    <DecisionDialog
      open={open}
      title={`DTR of ${sheet.name}, ${sheet.label}`}
      onClose={onClose}
      decision={decision}
      options={[...MONTH_DECISIONS]}
      choiceLabel="Decision"
      choiceAs="buttons"
      remarksLabel="Remarks"
      submitLabel="Save decision"
      busyLabel="Saving..."
    />
  );
}
