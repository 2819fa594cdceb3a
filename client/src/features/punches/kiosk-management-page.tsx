import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { SectionCard } from '@/components/section-card';
import { SelectField } from '@/components/select-field';
import { KIOSK_PATH } from '@/features/punches/kiosk-gate';
import { storeKiosk } from '@/features/punches/kiosk-key';
import { KioskList } from '@/features/punches/kiosk-list';
import { PunchSettingsForm } from '@/features/punches/punch-settings-form';
import { CreateKioskDocument, KioskOfficesDocument, OfficeKiosksDocument } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useAuth } from '@/lib/auth/use-auth';
import { usePageTitle } from '@/lib/use-page-title';

function UseThisScreen({
  officeId,
  onError,
}: {
  officeId?: string;
  onError(message: string): void;
}) {
  const [name, setName] = useState('Front desk');
  const [create, { loading }] = useMutation(CreateKioskDocument);
  const { signOut } = useAuth();
  const start = async () => {
    try {
      const { data } = await create({ variables: { input: { officeId, name: name.trim() } } });
      if (!data) return;
      // A screen in a public place keeps no staff session, and the server takes one credential.
      await signOut();
      storeKiosk({ key: data.createKiosk.key, kioskId: data.createKiosk.kiosk.id, name });
      // A fresh page: the kiosk starts with nothing of the staff's visit.
      window.location.assign(KIOSK_PATH);
    } catch (error) {
      onError(readServerError(error)?.message ?? 'The kiosk could not be set up. Try again.');
    }
  };
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <TextField
        label="Name of this screen"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        size="small"
      />
      <Button type="submit" variant="contained" disabled={loading || name.trim() === ''}>
        Use this screen as the office&apos;s kiosk
      </Button>
    </Stack>
  );
}

/** /office/kiosk in a browser that is not a kiosk: set one up, the office's kiosks, its punch settings. */
export default function KioskManagementPage() {
  usePageTitle('Kiosk');
  const { user } = useAuth();
  const isHr = user?.role === 'hr';
  const [officeId, setOfficeId] = useState('');
  const [createError, setCreateError] = useState('');
  const offices = useQuery(KioskOfficesDocument, { skip: !isHr });
  const chosen = isHr ? officeId || undefined : undefined;
  const kiosks = useQuery(OfficeKiosksDocument, {
    variables: { officeId: chosen },
    skip: isHr && !chosen,
  });
  const data = kiosks.data;

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        <Typography variant="h4" component="h1">
          Kiosk
        </Typography>
        <Typography color="text.secondary">
          A screen at the office shows a code that changes every half minute; scholars scan it with
          their phones to punch in and out.
        </Typography>
        {isHr && (
          <SelectField
            label="Office"
            value={officeId}
            emptyLabel="Choose an office"
            options={(offices.data?.offices ?? []).map((o) => ({ value: o.id, label: o.name }))}
            onChange={setOfficeId}
            sx={{ maxWidth: 360 }}
          />
        )}
        {kiosks.error && !data && (
          <LoadErrorAlert
            message="Could not load the kiosks."
            error={kiosks.error}
            onRetry={() => void kiosks.refetch()}
          />
        )}
        {kiosks.loading && !data && <Skeleton variant="rounded" height={240} aria-hidden />}
        {data && (
          <>
            <SectionCard
              title="Use this screen"
              description={`This browser becomes ${data.punchSettings.officeName}'s kiosk: full screen, no sign-in needed, until it is revoked.`}
            >
              <UseThisScreen officeId={chosen} onError={setCreateError} />
              {createError && (
                <Typography color="error" role="alert" sx={{ mt: 1 }}>
                  {createError}
                </Typography>
              )}
            </SectionCard>
            <SectionCard
              title="Kiosks"
              description="Revoke a screen that is lost, moved or no longer used."
            >
              <KioskList kiosks={data.kiosks} />
            </SectionCard>
            <SectionCard
              title="Punch settings"
              description="How scholars of this office record their time."
            >
              <PunchSettingsForm settings={data.punchSettings} />
            </SectionCard>
          </>
        )}
      </Stack>
    </Box>
  );
}
