import { PlaceholderPage } from '@/components/placeholder-page';

export default function SignInPage() {
  return <PlaceholderPage title="Sign In" />;
}
