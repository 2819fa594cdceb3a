import { zodResolver } from '@hookform/resolvers/zod';

import { z } from '@/lib/zod';

// F§5 E-mail change.
function changeEmailSchema(currentEmail: string) {
  return z.object({
    newEmail: z
      .pipe(
        z.string().check(z.trim(), z.minLength(1, 'Email is required')),
        z.email('Invalid email address'),
      )
      .check(
        z.refine(
          (email) => email.toLowerCase() !== currentEmail.toLowerCase(),
          'New email must be different from current email',
        ),
      ),
  });
}

type ChangeEmailSchema = ReturnType<typeof changeEmailSchema>;
export type ChangeEmailInput = z.input<ChangeEmailSchema>;
export type ChangeEmailValues = z.output<ChangeEmailSchema>;

export const changeEmailResolver = (currentEmail: string) =>
  zodResolver(changeEmailSchema(currentEmail));
