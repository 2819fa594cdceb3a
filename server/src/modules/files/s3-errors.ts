import { StorageFailure } from './file-storage.js';

/**
 * Runs an S3 step; its failure becomes a StorageFailure (ours, never the
 * uploader's) saying what failed on which object, which the SDK's errors do not.
 */
export async function failing<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StorageFailure(`S3 could not ${what}: ${describe(error)}`, { cause: error });
  }
}

export function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status ? `${error.name} (HTTP ${status}): ${error.message}` : error.message;
}
