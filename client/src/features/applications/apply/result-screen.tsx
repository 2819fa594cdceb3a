import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ResultScreenProps {
  title: string;
  children: ReactNode;
  onOkay: () => void;
}

/** The outcome of a submission or a withdrawal, read out when it appears. */
export function ResultScreen({ title, children, onOkay }: ResultScreenProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} />
          <Typography
            id={headingId}
            ref={heading}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ outline: 'none' }}
          >
            {title}
          </Typography>
          {children}
          <Button variant="contained" onClick={onOkay} sx={{ minWidth: 120 }}>
            Okay
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
