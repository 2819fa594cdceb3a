import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** F§4: the panel that replaces the sign-up form once the account exists. */
export function SignUpSuccess({ message }: { message: string }) {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h2">
        Account Created Successfully!
      </Typography>
      <Typography>{message}</Typography>
      <Typography variant="body2" color="text.secondary">
        Check your inbox for the verification email. It may take a few minutes to arrive; if you
        don&apos;t see it, check your spam or junk folder.
      </Typography>
      <Button component={RouterLink} to="/signin" variant="contained">
        Go to Sign In
      </Button>
    </Stack>
  );
}
