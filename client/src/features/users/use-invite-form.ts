import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from '@/lib/zod';

import { InviteStaffDocument, type StaffInvitationRowFragment } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

// The server's rules and messages (InviteStaffInput).
const NAME = /^\p{L}[\p{L} .'-]*$/u;
const name = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(2, `${label} must be at least 2 characters long`),
      z.maxLength(50, `${label} must be at most 50 characters long`),
      z.regex(NAME, `${label} must contain only letters`),
    );

const schema = z
  .object({
    firstname: name('First name'),
    lastname: name('Last name'),
    email: z.pipe(
      z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, 'Email is required')),
      z.email('Invalid email address'),
    ),
    role: z.enum(['hr', 'office']),
    officeId: z.string(),
  })
  .check(
    z.refine((values) => values.role !== 'office' || values.officeId !== '', {
      message: 'Choose the office of an office account.',
      path: ['officeId'],
    }),
  );

type InviteInput = z.input<typeof schema>;
type InviteValues = z.output<typeof schema>;
const FIELDS = ['firstname', 'lastname', 'email', 'role', 'officeId'] as const;

/** HR invites a new hr or office account (name, e-mail, role, office). */
export function useInviteForm(onSent: (invitation: StaffInvitationRowFragment) => void) {
  const [invite] = useMutation(InviteStaffDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InviteInput, unknown, InviteValues>({
    resolver: zodResolver(schema),
    defaultValues: { firstname: '', lastname: '', email: '', role: 'office', officeId: '' },
  });

  const submit = form.handleSubmit(async ({ officeId, ...values }) => {
    setFailure(null);
    try {
      const { data } = await invite({
        variables: {
          input: { ...values, officeId: values.role === 'office' ? officeId : undefined },
        },
      });
      if (data) onSent(data.inviteStaff);
    } catch (error) {
      const serverError = readServerError(error);
      const fields = serverError?.fields ?? {};
      for (const field of FIELDS)
        if (fields[field]) form.setError(field, { message: fields[field] });
      const message = serverError?.message ?? 'Failed to send the invitation. Please try again.';
      setFailure(Object.values(fields).includes(message) ? null : message);
    }
  });

  const role = useWatch({ control: form.control, name: 'role' });
  return { form, submit, role, failure, busy: form.formState.isSubmitting };
}
