import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

import { describeUserAgent } from '@/features/profile/describe-user-agent';
import type { SessionsQuery } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

type Session = SessionsQuery['sessions'][number];

interface SessionItemProps {
  session: Session;
  ending: boolean;
  onEnd: (id: string) => void;
}

export function SessionItem({ session, ending, onEnd }: SessionItemProps) {
  const device = describeUserAgent(session.userAgent);
  const started = formatDateTime(session.createdAt);
  return (
    <ListItem
      divider
      secondaryAction={
        session.isCurrent ? (
          <Chip label="Current" color="primary" size="small" />
        ) : (
          <Button
            size="small"
            color="error"
            disabled={ending}
            aria-label={`End session: ${device}, signed in ${started}`}
            onClick={() => {
              onEnd(session.id);
            }}
          >
            {ending ? 'Ending...' : 'End session'}
          </Button>
        )
      }
      sx={{ pr: 16 }}
    >
      <ListItemText
        primary={device}
        secondary={`Signed in ${started} · last active ${formatDateTime(session.lastUsedAt)}`}
        slotProps={{ primary: { title: session.userAgent } }}
      />
    </ListItem>
  );
}
