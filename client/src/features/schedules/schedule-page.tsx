import { PlaceholderPage } from '@/components/placeholder-page';

export default function SchedulePage() {
  return <PlaceholderPage title="Schedule" />;
}
