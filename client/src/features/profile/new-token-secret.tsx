import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import type { NewTokenSecret } from '@/features/profile/use-create-api-token-form';

/** The secret of a token just made, with a copy button: shown this once, never again. */
export function NewTokenSecretAlert({
  created,
  onDismiss,
}: {
  created: NewTokenSecret;
  onDismiss: () => void;
}) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Alert severity="success" sx={{ mb: 2 }}>
      <AlertTitle>Token &quot;{created.name}&quot; created</AlertTitle>
      Copy it now: it will not be shown again.
      <Box
        component="code"
        aria-label="New API token"
        sx={{ display: 'block', my: 1, p: 1, bgcolor: 'background.paper', wordBreak: 'break-all' }}
      >
        {created.secret}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="contained" onClick={() => void copy()}>
          Copy token
        </Button>
        <Button size="small" color="inherit" onClick={onDismiss}>
          Done
        </Button>
        <Box component="span" role="status" sx={{ typography: 'body2' }}>
          {copied === true && 'Copied to the clipboard.'}
          {copied === false && 'Could not copy: select the token and copy it by hand.'}
        </Box>
      </Stack>
    </Alert>
  );
}
