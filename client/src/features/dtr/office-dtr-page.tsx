import { PlaceholderPage } from '@/components/placeholder-page';

export default function OfficeDtrPage() {
  return <PlaceholderPage title="DTR" />;
}
