import { PlaceholderPage } from '@/components/placeholder-page';

export default function ApplicationManagementPage() {
  return <PlaceholderPage title="Application Management" />;
}
