import Link from '@mui/material/Link';

/** The signed-in page beside the sidebar: where "Skip to content" takes the focus. */
export const PAGE_CONTENT_ID = 'page-content';

/**
 * WCAG 2.4.1: the first Tab of a signed-in page offers to pass the top bar and the sidebar.
 * Hidden until focused; it moves the focus itself, as the router would otherwise read the
 * fragment as a navigation.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${PAGE_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(PAGE_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus-visible': { transform: 'none', outline: '2px solid', outlineOffset: 2 },
      }}
    >
      Skip to content
    </Link>
  );
}
