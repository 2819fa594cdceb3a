import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { formatDate, formatDateTime } from '@/lib/format-date';
import { lazyDialog } from '@/lib/lazy-dialog';

/** What a list shows of an API token (the profile's own tokens, HR's view of an account's). */
export interface ApiTokenRow {
  id: string;
  name: string;
  prefix: string;
  scope: 'read' | 'write';
  expiresAt?: string | null;
  lastUsedAt?: string | null;
  lastUsedIp?: string | null;
  revokedAt?: string | null;
  createdAt: string;
}

const RevokeTokenDialog = lazyDialog(
  () => import('@/components/revoke-token-dialog').then((m) => m.RevokeTokenDialog<ApiTokenRow>),
  (props) => props.token !== null,
);

const SCOPE_LABELS = { read: 'Read', write: 'Read & write' } as const;

function stateOf(token: ApiTokenRow, now: number): 'active' | 'revoked' | 'expired' {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && Date.parse(token.expiresAt) <= now) return 'expired';
  return 'active';
}

function describe(token: ApiTokenRow): string {
  const parts = [
    `${token.prefix}…`,
    `created ${formatDate(token.createdAt)}`,
    token.expiresAt ? `expires ${formatDate(token.expiresAt)}` : 'never expires',
    token.lastUsedAt
      ? `last used ${formatDateTime(token.lastUsedAt)}${token.lastUsedIp ? ` from ${token.lastUsedIp}` : ''}`
      : 'never used',
  ];
  return parts.join(' · ');
}

interface ApiTokenListProps {
  tokens: ApiTokenRow[];
  /** The token being revoked, if any. */
  revokingId: string | null;
  onRevoke: (token: ApiTokenRow) => Promise<unknown>;
  /** Whose tokens these are, for the confirmation ("your" or a person's name). */
  owner?: string;
}

/** API tokens with their state, and a revoke button (confirmed first) on each live one. */
export function ApiTokenList({ tokens, revokingId, onRevoke, owner }: ApiTokenListProps) {
  const [confirming, setConfirming] = useState<ApiTokenRow | null>(null);
  // Expiry is judged against when the list was first shown; a reload brings it up to date.
  const [now] = useState(() => Date.now());
  if (tokens.length === 0)
    return <Typography color="text.secondary">No API tokens yet.</Typography>;
  return (
    <>
      <List aria-label="API tokens" sx={{ maxHeight: '40rem', overflowY: 'auto' }}>
        {tokens.map((token) => {
          const state = stateOf(token, now);
          return (
            <ListItem
              key={token.id}
              divider
              sx={{ pr: 16 }}
              secondaryAction={
                state === 'active' ? (
                  <Button
                    size="small"
                    color="error"
                    disabled={revokingId === token.id}
                    aria-label={`Revoke API token ${token.name}`}
                    onClick={() => setConfirming(token)}
                  >
                    {revokingId === token.id ? 'Revoking...' : 'Revoke'}
                  </Button>
                ) : (
                  <Chip size="small" label={state === 'revoked' ? 'Revoked' : 'Expired'} />
                )
              }
            >
              <ListItemText
                primary={`${token.name} — ${SCOPE_LABELS[token.scope]}`}
                secondary={describe(token)}
              />
            </ListItem>
          );
        })}
      </List>
      <RevokeTokenDialog
        token={confirming}
        owner={owner}
        onCancel={() => setConfirming(null)}
        onConfirm={(token) => {
          setConfirming(null);
          void onRevoke(token);
        }}
      />
    </>
  );
}
