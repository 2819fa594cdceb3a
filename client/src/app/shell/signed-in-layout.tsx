import { RoleLayout } from '@/app/shell/role-layout';
import { ApolloClientProvider } from '@/lib/apollo/apollo-layout';

/**
 * Every signed-in page: the role's sidebar, with live notifications, and
 * Apollo Client for the page. Loaded lazily in one piece (router.tsx), so a
 * signed-in first visit waits for one file here, then the page's own.
 */
export default function SignedInLayout() {
  return (
    <ApolloClientProvider>
      <RoleLayout />
    </ApolloClientProvider>
  );
}
