import { FileActions, FilePreview } from '@/components/file-preview';
import type { RequirementItemFieldsFragment } from '@/gql/graphql';
import { downloadUrl } from '@/lib/files';

type StoredFile = NonNullable<RequirementItemFieldsFragment['file']>;

/** An item's file: the image itself or the PDF in a frame, with Open (new tab) and Download. */
export function RequirementFilePreview({ label, file }: { label: string; file: StoredFile }) {
  return (
    <FilePreview file={file} title={`${label}: ${file.name}`} height={320}>
      <FileActions
        file={file}
        openLabel="Open"
        accessibleName={label}
        download={{ href: downloadUrl(file.url) }}
      />
    </FilePreview>
  );
}
