import { FileActions, FilePreview } from '@/components/file-preview';

interface SchedulePreviewProps {
  file: File;
  /** The file's blob: URL, owned by the form (useScheduleUpload). */
  url: string | null;
  disabled?: boolean;
  onRemove: () => void;
}

/** A§2.3: the chosen PDF before it is saved — preview, Remove, Open in new tab, Download. */
export function SchedulePreview({ file, url, disabled, onRemove }: SchedulePreviewProps) {
  // Only a PDF gets here: its first bytes were checked (scheduleFileProblem).
  const chosen = { url, name: file.name, mimeType: 'application/pdf', size: file.size };
  return (
    <FilePreview file={chosen} title={`Preview of ${file.name}`} height={{ xs: 360, md: 520 }}>
      <FileActions
        file={chosen}
        download={url ? { href: url, name: file.name } : undefined}
        onRemove={onRemove}
        disabled={disabled}
      />
    </FilePreview>
  );
}
