import { PlaceholderPage } from '@/components/placeholder-page';

export default function OfficeEvaluationPage() {
  return <PlaceholderPage title="Evaluation" />;
}
