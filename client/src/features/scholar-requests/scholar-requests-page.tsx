import { PlaceholderPage } from '@/components/placeholder-page';

export default function ScholarRequestsPage() {
  return <PlaceholderPage title="Requests" />;
}
