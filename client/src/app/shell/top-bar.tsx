import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { ThemeToggle } from '@/app/theme/theme-toggle';
import { useProduct } from '@/lib/product-context';

export function TopBar() {
  const { shortName } = useProduct();
  return (
    <AppBar position="fixed" elevation={2} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexGrow: 1, minWidth: 0 }}
        >
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 36, height: 36 }} />
          <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700 }}>
            {shortName}
          </Typography>
        </Link>
        <ThemeToggle />
      </Toolbar>
    </AppBar>
  );
}
