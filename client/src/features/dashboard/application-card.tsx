import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { POSITION_LABELS } from '@/components/application-labels';
import { ApplicationStatusChip } from '@/components/application-status-chip';
import { DetailPairs } from '@/components/detail-pairs';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SectionCard } from '@/components/section-card';
import {
  nextStepOf,
  requirementsStepOf,
  type DashboardApplication,
  type RequirementsStep,
} from '@/features/dashboard/application-next-step';
import { useStudentApplication } from '@/features/dashboard/use-student-application';

/**
 * "Your application": the position, its status and what comes next, live as HR decides; the
 * six requirements; or, before any application, the way to apply. A deployed scholar with no
 * application on file sees nothing of it.
 */
export function ApplicationCard({ deployed }: { deployed: boolean }) {
  const { application, requirements, loaded, failed, retry } = useStudentApplication();
  const requirementsStep = loaded ? requirementsStepOf(application, requirements) : null;
  if (loaded && !application && !requirementsStep && deployed) return null;

  let content: ReactNode;
  if (failed) {
    content = <LoadErrorAlert message="Could not load your application." onRetry={retry} />;
  } else if (!loaded) {
    content = (
      <Stack spacing={1} aria-busy="true">
        <Skeleton width="40%" />
        <Skeleton />
        <Skeleton width="60%" />
      </Stack>
    );
  } else {
    content = (
      <Stack spacing={2}>
        {application ? <NextStep application={application} /> : <ApplyCallToAction />}
        {requirementsStep && <RequirementsLine step={requirementsStep} />}
      </Stack>
    );
  }
  return <SectionCard title="Your application">{content}</SectionCard>;
}

function NextStep({ application }: { application: DashboardApplication }) {
  const step = nextStepOf(application);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 500 }}>{POSITION_LABELS[application.position]}</Typography>
        <ApplicationStatusChip status={application.status} />
      </Stack>
      <Typography variant="subtitle2" component="h3">
        Next step
      </Typography>
      <Typography>{step.text}</Typography>
      <DetailPairs label="Next step" rows={step.details} />
      {step.link && (
        <Button component={RouterLink} to={step.link.to} variant="outlined" size="small">
          {step.link.label}
        </Button>
      )}
    </Stack>
  );
}

function ApplyCallToAction() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography>You have not applied for a scholarship yet.</Typography>
      <Button component={RouterLink} to="/application" variant="contained">
        Apply for a scholarship position
      </Button>
    </Stack>
  );
}

function RequirementsLine({ step }: { step: RequirementsStep }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Requirements
      </Typography>
      {step.kind === 'submit' ? (
        <Link component={RouterLink} to="/requirements">
          Submit your six requirements
        </Link>
      ) : (
        <Stack spacing={1}>
          <Typography>{step.approved}</Typography>
          {step.reupload.length > 0 && (
            <Alert severity="warning">
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {step.reupload.map(({ label, note }) => (
                  <li key={label}>
                    {label} needs a new file{note ? `. HR’s note: ${note}` : '.'}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          <Link component={RouterLink} to="/requirements">
            {step.reupload.length > 0
              ? 'Upload a new file on the Requirements page'
              : 'Open my requirements'}
          </Link>
        </Stack>
      )}
    </Box>
  );
}
