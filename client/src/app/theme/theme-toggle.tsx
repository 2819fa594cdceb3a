import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';

import { useThemeMode } from '@/app/theme/theme-mode';
import { DeferredTooltip } from '@/components/deferred-tooltip';

// F§4: a sun while dark (click for light), a moon while light (click for dark).
export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <DeferredTooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggleMode}>
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </DeferredTooltip>
  );
}
