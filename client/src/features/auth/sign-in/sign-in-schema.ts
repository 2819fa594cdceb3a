// Zod Mini, not Zod: the sign-in page is the lightest first visit (issue #14),
// and Mini's functions tree-shake where Zod's methods cannot (some 20 kB gzip).
import { z } from '@/lib/zod';

// F§5 Sign-in: both required; the inputs already trim and refuse spaces.
export const signInSchema = z.object({
  email: z.email('Invalid email address'),
  password: z.string().check(z.minLength(1, 'Password is required')),
});

export type SignInValues = z.infer<typeof signInSchema>;

/** F§5: the button waits for an e-mail and a password of at least 8 characters. */
export const SIGN_IN_PASSWORD_MIN = 8;
