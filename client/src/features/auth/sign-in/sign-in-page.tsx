import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { AuthCard } from '@/features/auth/auth-card';
import { FormTextField } from '@/components/form-text-field';
import { blockClipboard, blockSpaceKey, withoutWhitespace } from '@/features/auth/input-guards';
import { SignInFailure } from '@/features/auth/sign-in/sign-in-failure';
import { useSignInForm } from '@/features/auth/sign-in/use-sign-in-form';

// F§5: trimmed, no spaces, no paste/copy/cut.
const GUARDED_INPUT = { ...blockClipboard, onKeyDown: blockSpaceKey, normalize: withoutWhitespace };

export default function SignInPage() {
  const { form, submit, canSubmit, failure } = useSignInForm();

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to continue.">
      <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void submit(event)}>
        {failure && <SignInFailure message={failure} email={form.getValues('email')} />}
        <FormTextField
          {...GUARDED_INPUT}
          name="email"
          control={form.control}
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
        <FormTextField
          {...GUARDED_INPUT}
          name="password"
          control={form.control}
          label="Password"
          password
          autoComplete="current-password"
          required
        />
        <Link
          component={RouterLink}
          to="/password/forgot"
          variant="body2"
          sx={{ alignSelf: 'flex-end' }}
        >
          Forgot your password?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit}>
          {form.formState.isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Don&apos;t have an account?{' '}
          <Link component={RouterLink} to="/signup">
            Sign up
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
