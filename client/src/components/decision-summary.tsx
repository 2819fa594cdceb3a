import Alert from '@mui/material/Alert';
import { useWatch } from 'react-hook-form';

import type { DecisionState } from '@/lib/use-decision-form';

interface DecisionSummaryProps<C extends string> {
  decision: DecisionState;
  /** The status in force now. */
  current: C;
  labels: Record<C, string>;
  /** Who hears of a change ("Lea Cruz", "Lea Cruz and the Library's staff"). */
  notified: string;
  /** The button that saves, as it reads ("Confirm", "Update Status"). */
  confirmLabel: string;
}

/**
 * What saving will do as the choice stands, said before anything is saved: the change of
 * status and who is told of it. Polite live region: it follows the choice as it changes.
 */
export function DecisionSummary<C extends string>({
  decision,
  current,
  labels,
  notified,
  confirmLabel,
}: DecisionSummaryProps<C>) {
  const choice = useWatch({ control: decision.control, name: 'choice' }) as C | '';
  const changes = choice !== '' && choice !== current;
  return (
    <Alert severity={changes ? 'warning' : 'info'} role="status">
      {changes
        ? `${labels[current]} → ${labels[choice]}. Nothing is saved until you choose ${confirmLabel}; then ${notified} will be notified.`
        : `The status stays ${labels[current]}.`}
    </Alert>
  );
}
