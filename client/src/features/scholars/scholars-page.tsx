import { ScholarsScreen } from '@/features/scholars/scholars-screen';

/** A§2.4 Scholars for office staff: their office's trainees and scholars. */
export default function ScholarsPage() {
  return <ScholarsScreen view="office" />;
}
