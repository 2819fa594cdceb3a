import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

import { downloadUrl, isImage, isPdf } from '@/features/applications/manage/review/document-labels';

export interface PreviewedDocument {
  label: string;
  file: { id: string; url: string; name: string; mimeType: string };
}

interface DocumentPreviewDialogProps {
  document: PreviewedDocument | null;
  onClose(): void;
}

function Preview({ label, file }: PreviewedDocument) {
  if (isImage(file.mimeType)) {
    return (
      <Box
        component="img"
        src={file.url}
        alt={`${label}: ${file.name}`}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }}
      />
    );
  }
  if (isPdf(file.mimeType)) {
    return (
      <>
        <Box
          component="iframe"
          src={file.url}
          title={`${label}: ${file.name}`}
          sx={{ display: 'block', width: '100%', height: '70vh', border: 0 }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Not showing?{' '}
          <Link href={file.url} target="_blank" rel="noopener">
            Open the PDF in a new tab
          </Link>
        </Typography>
      </>
    );
  }
  return <Typography>This file cannot be previewed here. Download it to open it.</Typography>;
}

/** A§2.2 document preview: the image or PDF itself, with Download and Close. */
export function DocumentPreviewDialog({ document, onClose }: DocumentPreviewDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={document !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="document-preview-title"
    >
      {document && (
        <>
          <DialogTitle id="document-preview-title">
            {document.label}
            <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1 }}>
              {document.file.name}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Preview {...document} />
          </DialogContent>
          <DialogActions>
            <Button
              component="a"
              href={downloadUrl(document.file.url)}
              download={document.file.name}
            >
              Download
            </Button>
            <Button onClick={onClose} variant="contained">
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
