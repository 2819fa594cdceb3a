import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';

import { AuthCard } from '@/features/auth/auth-card';
import { FormTextField } from '@/components/form-text-field';
import {
  blockNonLetterKeys,
  blockSpaceKey,
  capitalizeFirstLetter,
  withoutWhitespace,
} from '@/features/auth/input-guards';
import { UnmetPasswordRules } from '@/features/auth/password-rules';
import { SignUpSuccess } from '@/features/auth/sign-up/sign-up-success';
import { useSignUpForm } from '@/features/auth/sign-up/use-sign-up-form';

// F§5 input behaviour.
const NAME_INPUT = { onKeyDown: blockNonLetterKeys, normalize: capitalizeFirstLetter };
const NO_SPACES_INPUT = { onKeyDown: blockSpaceKey, normalize: withoutWhitespace };

export default function SignUpPage() {
  const { form, submit, canSubmit, password, successMessage } = useSignUpForm();
  const { control, formState } = form;

  return (
    <AuthCard title="Sign Up" subtitle="Create your student account.">
      {successMessage ? (
        <SignUpSuccess message={successMessage} />
      ) : (
        <Stack component="form" spacing={2.5} noValidate onSubmit={(event) => void submit(event)}>
          {formState.errors.root && <Alert severity="error">{formState.errors.root.message}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField
              {...NAME_INPUT}
              name="firstname"
              control={control}
              label="First Name"
              autoComplete="given-name"
              required
            />
            <FormTextField
              {...NAME_INPUT}
              name="lastname"
              control={control}
              label="Last Name"
              autoComplete="family-name"
              required
            />
          </Stack>
          <FormTextField
            {...NO_SPACES_INPUT}
            name="email"
            control={control}
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
          <FormTextField
            {...NO_SPACES_INPUT}
            name="password"
            control={control}
            label="Password"
            password
            autoComplete="new-password"
            required
          />
          <UnmetPasswordRules password={password} title="Your password should have:" />
          <FormTextField
            {...NO_SPACES_INPUT}
            name="confirmPassword"
            control={control}
            label="Confirm Password"
            password
            autoComplete="new-password"
            required
          />
          <Controller
            name="ageConfirmed"
            control={control}
            render={({ field: { value, ref, ...field }, fieldState }) => (
              <FormControl error={fieldState.invalid}>
                <FormControlLabel
                  control={<Checkbox {...field} checked={value} slotProps={{ input: { ref } }} />}
                  label="I confirm that I am not over 24 years old and a senior highschool graduate."
                />
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <Button type="submit" variant="contained" size="large" disabled={!canSubmit}>
            {formState.isSubmitting ? 'Creating account...' : 'Create Account'}
          </Button>
        </Stack>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/signin">
          Sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
