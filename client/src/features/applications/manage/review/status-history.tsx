import { HistoryTimeline } from '@/components/history-timeline';

import { STATUS_LABELS } from '@/components/application-labels';
import { ReviewSection } from '@/features/applications/manage/review/detail-list';
import type { StaffApplicationDetail } from '@/features/applications/manage/review/use-application-review';

type HistoryEvent = StaffApplicationDetail['history'][number];

function stepOf({ fromStatus, toStatus }: HistoryEvent): string {
  if (!fromStatus) return `Submitted (${STATUS_LABELS[toStatus]})`;
  if (fromStatus === toStatus) return `${STATUS_LABELS[toStatus]} (updated)`;
  return `${STATUS_LABELS[fromStatus]} → ${STATUS_LABELS[toStatus]}`;
}

/** The audit trail, oldest first: each step with who made it, when, and the comment. */
export function StatusHistory({ history }: { history: HistoryEvent[] }) {
  return (
    <ReviewSection title="Status History">
      <HistoryTimeline
        label="Status history"
        entries={history.map((event) => ({ ...event, title: stepOf(event) }))}
      />
    </ReviewSection>
  );
}
