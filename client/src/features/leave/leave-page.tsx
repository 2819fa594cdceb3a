import { PlaceholderPage } from '@/components/placeholder-page';

export default function LeavePage() {
  return <PlaceholderPage title="Leave" />;
}
