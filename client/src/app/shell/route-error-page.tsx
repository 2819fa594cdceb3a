import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { usePageTitle } from '@/lib/use-page-title';

// What browsers say when a lazily loaded file is gone or unreachable: Chromium,
// Firefox, Safari, and Vite's preloading of a chunk's CSS.
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload/i;

/** A page's code is fetched when the page first opens; after a deploy the old files are gone. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/**
 * Shown in place of a page that failed: most often its code could not be
 * loaded (a new version was deployed since this tab opened, or the network
 * dropped), which a reload fixes.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const chunkFailed = isChunkLoadError(error);
  const title = chunkFailed ? 'This page could not be loaded' : 'Something went wrong';
  usePageTitle(title);
  return (
    <Container component="section" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">
        {chunkFailed
          ? 'The app may have been updated since you opened it, or the connection dropped. Reload to get the current version.'
          : 'An unexpected error stopped this page. Reloading usually helps.'}
      </Typography>
      <Button
        variant="contained"
        sx={{ mt: 3 }}
        onClick={() => {
          window.location.reload();
        }}
      >
        Reload
      </Button>
    </Container>
  );
}
