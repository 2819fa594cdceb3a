/** A scan kept on the phone while it was offline: the code and the phone's time of the scan. */
export interface QueuedScan {
  code: string;
  scannedAt: string;
}

const STORAGE_KEY = 'sasm.punches.offline';

/** The scans waiting on this phone, oldest first. */
export function queuedScans(storage: Storage = localStorage): QueuedScan[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is QueuedScan =>
            typeof item === 'object' &&
            item !== null &&
            typeof (item as QueuedScan).code === 'string' &&
            typeof (item as QueuedScan).scannedAt === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function write(scans: QueuedScan[], storage: Storage) {
  if (scans.length === 0) storage.removeItem(STORAGE_KEY);
  else storage.setItem(STORAGE_KEY, JSON.stringify(scans));
}

/** Keeps a scan to send later; the same code twice is kept once (a code punches once). */
export function enqueueScan(scan: QueuedScan, storage: Storage = localStorage): void {
  const scans = queuedScans(storage);
  if (!scans.some((kept) => kept.code === scan.code)) write([...scans, scan], storage);
}

/** Forgets a scan once the server has answered it (accepted or refused). */
export function dropScan(code: string, storage: Storage = localStorage): void {
  write(
    queuedScans(storage).filter((kept) => kept.code !== code),
    storage,
  );
}
