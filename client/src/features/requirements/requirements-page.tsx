import { PlaceholderPage } from '@/components/placeholder-page';

export default function RequirementsPage() {
  return <PlaceholderPage title="Requirements" />;
}
