import { PlaceholderPage } from '@/components/placeholder-page';

export default function LeaveManagementPage() {
  return <PlaceholderPage title="Leave Management" />;
}
