import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { displayNameOf, roleLabelOf } from '@/components/user-labels';
import { SectionCard } from '@/components/section-card';
import type { CurrentUser } from '@/lib/auth/use-auth';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </div>
  );
}

export function PersonalInfoCard({ user }: { user: CurrentUser }) {
  const memberSince = new Date(user.createdAt).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return (
    <SectionCard title="Personal Info">
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}
      >
        <Field label="Full name">{displayNameOf(user)}</Field>
        <Field label="Role">{roleLabelOf(user.role)}</Field>
        <Field label="Member since">{memberSince}</Field>
        <Field label="Status">
          {/* F§2: the status is shown as Active. */}
          <Chip label="Active" color="success" size="small" component="span" />
        </Field>
      </Box>
    </SectionCard>
  );
}
