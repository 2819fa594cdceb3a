import { HistoryTimeline } from '@/components/history-timeline';
import { FIELD_LABELS, valueLabel } from '@/features/users/user-labels';

interface UserEventRow {
  id: string;
  field: string;
  fromValue?: string | null;
  toValue?: string | null;
  actorName?: string | null;
  createdAt: string;
}

function titleOf(event: UserEventRow): string {
  const label = FIELD_LABELS[event.field] ?? event.field;
  if (event.field === 'invitation')
    return `${label} (${valueLabel('role', event.toValue ?? null)})`;
  // Token events name the token ("Payroll (sasm_pat_ab12cd…)"), not a change from one value to another.
  if (event.field.startsWith('api_token_'))
    return `${label}: ${event.toValue ?? event.fromValue ?? ''}`;
  const from = valueLabel(event.field, event.fromValue ?? null);
  const to = valueLabel(event.field, event.toValue ?? null);
  return `${label}: ${from} → ${to}`;
}

/** Who changed what, from what to what, and when: the account's audit trail, oldest first. */
export function UserHistory({ events }: { events: UserEventRow[] }) {
  return (
    <HistoryTimeline
      label="Change history"
      entries={events.map((event) => ({
        id: event.id,
        title: titleOf(event),
        actorName: event.actorName ?? null,
        createdAt: event.createdAt,
      }))}
      emptyText="No changes yet."
    />
  );
}
