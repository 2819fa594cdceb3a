import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';

import { ApiTokenList } from '@/components/api-token-list';
import { FeedbackAlert } from '@/components/feedback-alert';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useTokenRevocation } from '@/components/use-token-revocation';
import { RevokeUserApiTokenDocument, UserApiTokensDocument } from '@/gql/graphql';

/** HR's view of an account's API tokens, to revoke one that leaked or is no longer needed. */
export function UserApiTokensSection({ userId, owner }: { userId: string; owner: string }) {
  const { data, loading, error, refetch } = useQuery(UserApiTokensDocument, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
  });
  const [revokeToken] = useMutation(RevokeUserApiTokenDocument, {
    refetchQueries: [UserApiTokensDocument],
    awaitRefetchQueries: true,
  });
  const { revoke, revokingId, feedback } = useTokenRevocation((id) =>
    revokeToken({ variables: { id } }),
  );
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        API tokens
      </Typography>
      {!data && loading && <CircularProgress aria-label="Loading API tokens" size={24} />}
      {!data && error && (
        <LoadErrorAlert message="Could not load the API tokens." onRetry={() => void refetch()} />
      )}
      {data && (
        <>
          <FeedbackAlert feedback={feedback} sx={{ mb: 2 }} />
          <ApiTokenList
            tokens={data.apiTokens}
            revokingId={revokingId}
            onRevoke={revoke}
            owner={owner}
          />
        </>
      )}
    </>
  );
}
