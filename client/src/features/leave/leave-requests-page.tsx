import { PlaceholderPage } from '@/components/placeholder-page';

export default function LeaveRequestsPage() {
  return <PlaceholderPage title="Leave Requests" />;
}
