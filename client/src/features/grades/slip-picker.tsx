import Stack from '@mui/material/Stack';

import { FileDropZone } from '@/components/file-drop-zone';
import { FileActions, FilePreview } from '@/components/file-preview';
import { SLIP_ACCEPT } from '@/features/grades/slip-file';
import type { GradeScan } from '@/features/grades/use-grade-scan';

/** A§2.3: drag-drop or pick an image, its preview, Remove, and the preview in a new tab. */
export function SlipPicker({ scan }: { scan: GradeScan }) {
  const busy = scan.status === 'scanning';
  const chosen = scan.file &&
    scan.preview && { url: scan.preview, name: scan.file.name, mimeType: scan.file.type };
  return (
    <Stack spacing={2}>
      {/* The refusal of a file is the page's one alert (under the scan panel), not the zone's. */}
      <FileDropZone
        prompt="Drag and drop an image of your grade slip here (PNG or JPG, at most 5 MB)"
        pickLabel="Choose image"
        inputLabel="Grade slip image"
        accept={SLIP_ACCEPT}
        disabled={busy}
        onFile={scan.pick}
      />
      {chosen && (
        <FilePreview file={chosen} title={`Preview of ${chosen.name}`} height={360}>
          <FileActions
            file={chosen}
            openLabel="Preview in new tab"
            onRemove={scan.remove}
            disabled={busy}
          />
        </FilePreview>
      )}
    </Stack>
  );
}
