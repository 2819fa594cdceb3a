import { PlaceholderPage } from '@/components/placeholder-page';

export default function OfficeDashboardPage() {
  return <PlaceholderPage title="Office Dashboard" />;
}
