import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';

import type { ApplicationForm } from '@/features/applications/apply/application-schema';
import { PHOTO_RULE } from '@/features/applications/apply/file-rules';
import { SectionCard } from '@/components/section-card';
import { SingleFileField } from '@/features/applications/apply/single-file-field';

interface Preview {
  file: File;
  url: string;
}

/** A§2.1 2x2 Picture: a JPG or PNG, previewed from a blob: URL (the CSP allows those). */
export function PhotoSection({ form }: { form: ApplicationForm }) {
  const photo = useWatch({ control: form.control, name: 'profilePhoto' });
  const [preview, setPreview] = useState<Preview | null>(null);

  // Each URL lives until the next picture replaces it or the form goes away.
  useEffect(() => {
    if (!preview) return;
    const { url } = preview;
    return () => {
      URL.revokeObjectURL(url);
    };
  }, [preview]);

  return (
    <SectionCard
      title="2x2 Picture"
      description="A recent 2x2 ID picture with a white background: JPG, JPEG or PNG, at most 5MB."
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          sx={{
            width: 144,
            height: 144,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
            bgcolor: 'action.hover',
          }}
        >
          {photo && preview?.file === photo ? (
            <img
              src={preview.url}
              alt="2x2 picture preview"
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              No picture yet
            </Typography>
          )}
        </Box>
        <SingleFileField
          form={form}
          name="profilePhoto"
          rule={PHOTO_RULE}
          inputLabel="2x2 picture"
          chooseLabel="Upload 2x2 Picture"
          changeLabel="Change Picture"
          onAccepted={(file) => {
            setPreview({ file, url: URL.createObjectURL(file) });
          }}
        />
      </Stack>
    </SectionCard>
  );
}
