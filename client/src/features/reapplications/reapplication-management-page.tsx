import { PlaceholderPage } from '@/components/placeholder-page';

export default function ReapplicationManagementPage() {
  return <PlaceholderPage title="ReApplication Management" />;
}
