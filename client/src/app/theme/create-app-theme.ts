import { createTheme, type Theme } from '@mui/material/styles';

import type { ThemeMode } from '@/app/theme/theme-mode';

const TOP_BAR_RED: Record<ThemeMode, string> = { light: '#b71c1c', dark: '#6d0f0f' };
const PRIMARY_RED: Record<ThemeMode, string> = { light: '#b71c1c', dark: '#ef9a9a' };

export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: PRIMARY_RED[mode] },
      secondary: { main: '#ffc107' },
    },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      MuiAppBar: {
        styleOverrides: {
          // backgroundImage: none drops the lighter overlay MUI puts on dark surfaces.
          root: { backgroundColor: TOP_BAR_RED[mode], backgroundImage: 'none', color: '#ffffff' },
        },
      },
    },
  });
}
