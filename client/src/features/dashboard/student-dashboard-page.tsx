import { PlaceholderPage } from '@/components/placeholder-page';

export default function StudentDashboardPage() {
  return <PlaceholderPage title="Student Dashboard" />;
}
