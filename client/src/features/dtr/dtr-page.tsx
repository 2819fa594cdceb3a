import { PlaceholderPage } from '@/components/placeholder-page';

export default function DtrPage() {
  return <PlaceholderPage title="DTR" />;
}
