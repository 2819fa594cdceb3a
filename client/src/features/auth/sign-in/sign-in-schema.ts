import { z } from 'zod';

// F§5 Sign-in: both required; the inputs already trim and refuse spaces.
export const signInSchema = z.object({
  email: z.email('Invalid email address'),
  password: z.string().min(1, 'Password is required'),
});

export type SignInValues = z.infer<typeof signInSchema>;

/** F§5: the button waits for an e-mail and a password of at least 8 characters. */
export const SIGN_IN_PASSWORD_MIN = 8;
