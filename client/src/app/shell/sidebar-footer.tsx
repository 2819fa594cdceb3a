import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { CollapsedTooltip } from '@/app/shell/collapsed-tooltip';
import { SIDEBAR_ITEM_ATTRIBUTE } from '@/app/shell/use-arrow-key-navigation';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useThemeMode } from '@/app/theme/theme-mode';
import { displayNameOf, roleLabelOf } from '@/components/user-labels';
import { useAuth } from '@/lib/auth/use-auth';

const itemProps = { [SIDEBAR_ITEM_ATTRIBUTE]: '', sx: { pl: 2.5, minHeight: 44 } };

interface SidebarFooterProps {
  collapsed: boolean;
  onNavigate?: () => void;
}

function ThemeItem({ collapsed }: { collapsed: boolean }) {
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <CollapsedTooltip collapsed={collapsed} title={label}>
      <ListItemButton {...itemProps} onClick={toggleMode}>
        <ListItemIcon>{mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}</ListItemIcon>
        <ListItemText primary={label} sx={collapsed ? visuallyHidden : undefined} />
      </ListItemButton>
    </CollapsedTooltip>
  );
}

function Line({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="inherit" noWrap sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

function ProfileCard({ collapsed, onNavigate }: SidebarFooterProps) {
  const { user } = useAuth();
  const name = displayNameOf(user);
  return (
    <CollapsedTooltip collapsed={collapsed} title={name}>
      {/* Named by what it shows (name, e-mail, role), also when collapsed to the avatar:
          WCAG 2.5.3 wants the visible words in the name, so no aria-label of other words. */}
      <ListItemButton {...itemProps} component={RouterLink} to="/profile" onClick={onNavigate}>
        <ListItemAvatar sx={{ minWidth: 48 }}>
          <Avatar src={user?.avatar ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
            <PersonIcon />
          </Avatar>
        </ListItemAvatar>
        <ListItemText
          primary={name}
          secondary={
            <>
              <Line>{user?.email}</Line>
              <Line>{user && roleLabelOf(user.role)}</Line>
            </>
          }
          slotProps={{ primary: { noWrap: true } }}
          sx={collapsed ? visuallyHidden : { my: 0 }}
        />
      </ListItemButton>
    </CollapsedTooltip>
  );
}

function SignOutItem({ collapsed }: { collapsed: boolean }) {
  const { signOut } = useAuth();
  return (
    <CollapsedTooltip collapsed={collapsed} title="Sign out">
      <ListItemButton {...itemProps} onClick={() => void signOut()}>
        <ListItemIcon>
          <LogoutIcon />
        </ListItemIcon>
        <ListItemText primary="Sign out" sx={collapsed ? visuallyHidden : undefined} />
      </ListItemButton>
    </CollapsedTooltip>
  );
}

export function SidebarFooter(props: SidebarFooterProps) {
  return (
    <List component="div" role="group" aria-label="Account">
      <ThemeItem collapsed={props.collapsed} />
      <ProfileCard {...props} />
      <SignOutItem collapsed={props.collapsed} />
    </List>
  );
}
