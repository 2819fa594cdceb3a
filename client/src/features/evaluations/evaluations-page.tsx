import { PlaceholderPage } from '@/components/placeholder-page';

export default function EvaluationsPage() {
  return <PlaceholderPage title="Evaluations" />;
}
