import { DecisionDialog } from '@/components/decision-dialog';
import { useReviewItem } from '@/features/requirements/use-review-item';
import type { RequirementItemFieldsFragment } from '@/gql/graphql';

interface ReviewItemDialogProps {
  submissionId: string;
  item: RequirementItemFieldsFragment;
  onClose(): void;
  onReviewed(status: string): void;
  reload(): unknown;
}

const OPTIONS = [
  { value: 'approved' as const, label: 'Approve' },
  { value: 'needs_reupload' as const, label: 'Needs re-upload' },
];

/** Approve / Needs re-upload of one item, with the note the student reads. */
export function ReviewItemDialog({
  submissionId,
  item,
  onClose,
  onReviewed,
  reload,
}: ReviewItemDialogProps) {
  const { decision } = useReviewItem(submissionId, item, { onReviewed, reload });
  return (
    <DecisionDialog
      open
      title={`Review: ${item.label}`}
      onClose={onClose}
      decision={decision}
      options={OPTIONS}
      choiceLabel="Decision"
      choiceAs="buttons"
      remarksLabel="Note"
      submitLabel="Save Review"
      busyLabel="Saving..."
    />
  );
}
