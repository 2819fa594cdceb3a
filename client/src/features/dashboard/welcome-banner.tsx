import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface WelcomeBannerProps {
  title: string;
  subtitle: string;
}

export function WelcomeBanner({ title, subtitle }: WelcomeBannerProps) {
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 3, md: 4 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ mt: 1, opacity: 0.9 }}>
        {subtitle}
      </Typography>
    </Paper>
  );
}
