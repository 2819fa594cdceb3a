import { PlaceholderPage } from '@/components/placeholder-page';

export default function ApplicationPage() {
  return <PlaceholderPage title="Scholarship Application" />;
}
