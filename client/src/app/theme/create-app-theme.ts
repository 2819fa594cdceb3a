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
      // WCAG AA for text on coloured surfaces (chips, filled buttons, badges): MUI's default 3
      // puts white on the warning and info tones (3.1:1 and 3.9:1); 4.5 makes it dark there.
      contrastThreshold: 4.5,
    },
    // WCAG 2.3.3: when the system asks for reduced motion, dialogs, menus, ripples and
    // skeletons appear without animating.
    motion: { reducedMotion: 'system' },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      // A word longer than its line (a name, an address) breaks rather than pushing the page
      // wider than a phone; it does not narrow table columns as break-all would.
      MuiCssBaseline: {
        styleOverrides: { body: { overflowWrap: 'break-word' } },
      },
      // A disabled field's helper text still explains something (why it is locked): it
      // keeps a readable colour (WCAG 1.4.3); the disabled input itself stays greyed.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary },
          }),
        },
      },
      MuiAppBar: {
        styleOverrides: {
          // backgroundImage: none drops the lighter overlay MUI puts on dark surfaces.
          root: { backgroundColor: TOP_BAR_RED[mode], backgroundImage: 'none', color: '#ffffff' },
        },
      },
    },
  });
}
