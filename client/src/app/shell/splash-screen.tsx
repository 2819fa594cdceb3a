import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function SplashScreen() {
  return (
    <Box
      role="status"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
      }}
    >
      <Box component="img" src="/logo.svg" alt="" sx={{ width: 96, height: 96 }} />
      <CircularProgress aria-hidden />
      <Typography variant="h6" component="p">
        Loading, please wait...
      </Typography>
    </Box>
  );
}
