import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Printing the analytics page: only the figures. The app's bars, the sidebar and
 * every button go; cards keep whole on a sheet.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.MuiAppBar-root, .MuiDrawer-root, .app-sidebar, header, nav, .analytics-no-print, main > .MuiToolbar-root':
            { display: 'none !important' },
          body: { background: 'white' },
          '.analytics-page': { maxWidth: 'none !important', padding: '0 !important' },
        },
      }}
    />
  );
}
