import { PlaceholderPage } from '@/components/placeholder-page';

export default function AnalyticsPage() {
  return <PlaceholderPage title="Analytics" />;
}
