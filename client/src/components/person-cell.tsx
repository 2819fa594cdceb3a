import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects, before its dots and at its @
 * ("maria.santos" / "@students" / ".university.edu"), never letter by letter in a narrow column.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[.@])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

interface PersonCellProps {
  name: string;
  email: string;
  /** The person's picture (an applicant's 2x2), or their initial when it has none. */
  avatar?: { src: string | undefined };
}

/** A table cell naming a person: the name over the e-mail address. */
export function PersonCell({ name, email, avatar }: PersonCellProps) {
  const text = (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
        <EmailText email={email} />
      </Typography>
    </div>
  );
  if (!avatar) return text;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={avatar.src} alt="">
        {name.charAt(0)}
      </Avatar>
      {text}
    </Stack>
  );
}
