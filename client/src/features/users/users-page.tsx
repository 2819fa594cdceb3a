import { PlaceholderPage } from '@/components/placeholder-page';

export default function UsersPage() {
  return <PlaceholderPage title="Users" />;
}
