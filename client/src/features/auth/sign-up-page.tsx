import { PlaceholderPage } from '@/components/placeholder-page';

export default function SignUpPage() {
  return <PlaceholderPage title="Sign Up" />;
}
