import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

import { FilePreview } from '@/components/file-preview';
import { downloadUrl } from '@/lib/files';

export interface PreviewedDocument {
  label: string;
  file: { id: string; url: string; name: string; mimeType: string };
}

interface DocumentPreviewDialogProps {
  document: PreviewedDocument | null;
  onClose(): void;
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
            <FilePreview
              file={document.file}
              title={`${document.label}: ${document.file.name}`}
              height="70vh"
              framed={false}
              pdfFallbackLink
            />
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
