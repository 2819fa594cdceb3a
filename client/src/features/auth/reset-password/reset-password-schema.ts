import { z } from '@/lib/zod';

import { STRONG_PASSWORD } from '@/features/auth/password-rules';

// F§5 Reset password; the messages are the spec's.
const MIN_LENGTH = 'Password must be at least 8 characters long';

const passwords = z.object({
  password: z
    .string()
    .check(
      z.minLength(8, MIN_LENGTH),
      z.regex(
        STRONG_PASSWORD,
        'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character',
      ),
    ),
  confirmPassword: z.string().check(z.minLength(8, MIN_LENGTH)),
});

export const resetPasswordSchema = passwords.check(
  z.refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    when: (payload) => passwords.safeParse(payload.value).success,
  }),
);

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
