import { PlaceholderPage } from '@/components/placeholder-page';

export default function ReApplyPage() {
  return <PlaceholderPage title="Re-apply" />;
}
