import { ScholarsScreen } from '@/features/scholars/scholars-screen';

/** HR's Scholars: every office's trainees and scholars, with the office filter and reassignment. */
export default function HrScholarsPage() {
  return <ScholarsScreen view="hr" />;
}
