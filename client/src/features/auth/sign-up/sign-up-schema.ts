import { z } from '@/lib/zod';

// F§5 Sign-up, checked on submit; the messages are the spec's.
const name = (label: string) =>
  z
    .string()
    .check(
      z.minLength(2, `${label} must be at least 2 characters long`),
      z.regex(/^\p{L}+$/u, `${label} must contain only letters`),
    );

const passwords = z.object({
  password: z.string().check(z.minLength(8, 'Password must be at least 8 characters long')),
  confirmPassword: z
    .string()
    .check(z.minLength(8, 'Confirm password must be at least 8 characters long')),
});

export const signUpSchema = z
  .object({
    firstname: name('First name'),
    lastname: name('Last name'),
    email: z.email('Invalid email address'),
    ...passwords.shape,
    ageConfirmed: z
      .boolean()
      .check(
        z.refine(
          (confirmed) => confirmed,
          'You must confirm that you are 24 years old or below to create an account.',
        ),
      ),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      message: "Passwords don't match",
      path: ['confirmPassword'],
      // Compared as soon as both passwords are long enough, whatever the other fields say.
      when: (payload) => passwords.safeParse(payload.value).success,
    }),
  );

export type SignUpValues = z.infer<typeof signUpSchema>;
