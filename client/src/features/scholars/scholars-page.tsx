import { PlaceholderPage } from '@/components/placeholder-page';

export default function ScholarsPage() {
  return <PlaceholderPage title="Scholars" />;
}
