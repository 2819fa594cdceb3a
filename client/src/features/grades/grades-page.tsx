import { PlaceholderPage } from '@/components/placeholder-page';

export default function GradesPage() {
  return <PlaceholderPage title="Grades" />;
}
