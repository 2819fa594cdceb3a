import { zodResolver } from '@hookform/resolvers/zod';

import { z } from '@/lib/zod';

// F§5 Password change.
const schema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Current password is required')),
    newPassword: z.string().check(z.minLength(8, 'Password must be at least 8 characters')),
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  })
  .check(
    z.superRefine(({ currentPassword, newPassword, confirmPassword }, context) => {
      if (confirmPassword && newPassword !== confirmPassword) {
        context.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: "Passwords don't match",
        });
      }
      if (currentPassword && newPassword === currentPassword) {
        context.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: 'New password must be different from current password',
        });
      }
    }),
  );

export type ChangePasswordInput = z.input<typeof schema>;
export type ChangePasswordValues = z.output<typeof schema>;

export const changePasswordResolver = zodResolver(schema);
