import { PlaceholderPage } from '@/components/placeholder-page';

export default function HrDashboardPage() {
  return <PlaceholderPage title="HR Dashboard" />;
}
