import { zodResolver } from '@hookform/resolvers/zod';

import { EXPIRY_CHOICES } from '@/features/profile/api-token-choices';
import { z } from '@/lib/zod';

const NAME_MAX = 80;

// The server's rules and messages (api-token-rules.ts); "never" is offered to admins only.
const schema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the token a name.'),
      z.maxLength(NAME_MAX, `Keep the name under ${NAME_MAX} characters.`),
    ),
  scope: z.enum(['read', 'write']),
  expiry: z.enum(EXPIRY_CHOICES),
});

export type CreateTokenInput = z.input<typeof schema>;
export type CreateTokenValues = z.output<typeof schema>;

export const createTokenResolver = zodResolver(schema);
