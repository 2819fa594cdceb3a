import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router-dom';

import { MOBILE_MEDIA_QUERY, MOBILE_SIDEBAR_ID, useMobileNav } from '@/app/shell/mobile-nav';
import { SkipLink } from '@/app/shell/skip-link';
import { ThemeToggle } from '@/app/theme/theme-toggle';
import { useProduct } from '@/lib/product-context';

function MenuButton() {
  const { open, setOpen } = useMobileNav();
  return (
    <IconButton
      color="inherit"
      edge="start"
      aria-label="Open navigation menu"
      aria-controls={open ? MOBILE_SIDEBAR_ID : undefined}
      aria-expanded={open}
      onClick={() => {
        setOpen(true);
      }}
      sx={{ mr: 1 }}
    >
      <MenuIcon />
    </IconButton>
  );
}

interface TopBarProps {
  /** Receives the element where the signed-in layout draws its controls (TopBarActions). */
  actionsRef(element: HTMLElement | null): void;
}

export function TopBar({ actionsRef }: TopBarProps) {
  const { shortName } = useProduct();
  const { hasMenu } = useMobileNav();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  return (
    <AppBar position="fixed" elevation={2} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        {hasMenu && <SkipLink />}
        {hasMenu && isMobile && <MenuButton />}
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
        <Box ref={actionsRef} sx={{ display: 'flex' }} />
        <ThemeToggle />
      </Toolbar>
    </AppBar>
  );
}
