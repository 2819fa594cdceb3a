import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ReviewSection } from '@/features/applications/manage/review/detail-list';
import {
  DocumentPreviewDialog,
  type PreviewedDocument,
} from '@/features/applications/manage/review/document-preview-dialog';
import { documentLabel } from '@/features/applications/manage/review/document-labels';
import type { StaffApplicationDetail } from '@/features/applications/manage/review/use-application-review';
import { isImage, isPdf } from '@/lib/files';

const THUMB = 96;

function Thumbnail({ file }: PreviewedDocument) {
  if (isImage(file.mimeType)) {
    return (
      <Box
        component="img"
        src={file.url}
        alt=""
        loading="lazy"
        sx={{ width: THUMB, height: THUMB, objectFit: 'cover', borderRadius: 1 }}
      />
    );
  }
  const Icon = isPdf(file.mimeType) ? PictureAsPdfIcon : DescriptionIcon;
  return (
    <Box sx={{ width: THUMB, height: THUMB, display: 'grid', placeItems: 'center' }}>
      <Icon color={isPdf(file.mimeType) ? 'error' : 'action'} sx={{ fontSize: 56 }} aria-hidden />
    </Box>
  );
}

/** The application's files, photo first; each opens in the preview dialog. */
export function ApplicationDocuments({ application }: { application: StaffApplicationDetail }) {
  const [previewed, setPreviewed] = useState<PreviewedDocument | null>(null);
  const documents: PreviewedDocument[] = application.documents.map((document) => {
    const sameKind = application.documents.filter((other) => other.kind === document.kind);
    const label = documentLabel(document.kind, sameKind.indexOf(document) + 1, sameKind.length);
    return { label, file: document.file };
  });

  return (
    <ReviewSection title="Documents">
      {documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No documents attached.
        </Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0 }}>
          {documents.map((document) => (
            <Box component="li" key={document.file.id} sx={{ listStyle: 'none' }}>
              <ButtonBase
                onClick={() => {
                  setPreviewed(document);
                }}
                aria-label={`Preview ${document.label} (${document.file.name})`}
                sx={{
                  flexDirection: 'column',
                  width: THUMB + 16,
                  p: 1,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <Thumbnail {...document} />
                <Typography variant="caption" sx={{ mt: 0.5, textAlign: 'center' }}>
                  {document.label}
                </Typography>
              </ButtonBase>
            </Box>
          ))}
        </Box>
      )}
      <DocumentPreviewDialog
        document={previewed}
        onClose={() => {
          setPreviewed(null);
        }}
      />
    </ReviewSection>
  );
}
