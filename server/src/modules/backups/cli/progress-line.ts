import type { BackupProgress } from '../backup-archive.js';

const MB = 1024 * 1024;
export const megabytes = (bytes: number): string => `${(bytes / MB).toFixed(1)} MB`;

/** A progress bar redrawn in place on a terminal; nothing when output goes elsewhere. */
export function progressBar(stream: NodeJS.WriteStream = process.stderr) {
  let drawn = false;
  return {
    update(progress: BackupProgress): void {
      if (!stream.isTTY) return;
      const share = progress.totalBytes > 0 ? Math.min(1, progress.bytes / progress.totalBytes) : 1;
      const width = 30;
      const filled = Math.round(share * width);
      stream.write(
        `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.floor(share * 100)}% ` +
          `${megabytes(progress.bytes)} / ${megabytes(progress.totalBytes)}, ` +
          `files ${progress.files}/${progress.totalFiles}  `,
      );
      drawn = true;
    },
    done(): void {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
