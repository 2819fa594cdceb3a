import { PlaceholderPage } from '@/components/placeholder-page';

export default function RequirementsReviewPage() {
  return <PlaceholderPage title="Requirements Review" />;
}
