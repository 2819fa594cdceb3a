import Typography from '@mui/material/Typography';

import { ResultScreen } from '@/features/applications/apply/result-screen';

/** A§2.1/A§4: the withdrawn application is gone for good; Okay shows an empty form. */
export function WithdrawnScreen({ onOkay }: { onOkay: () => void }) {
  return (
    <ResultScreen title="Application Withdrawn Successfully" onOkay={onOkay}>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        Your application and its documents have been completely removed from our system. You may
        submit a new application at any time.
      </Typography>
    </ResultScreen>
  );
}
