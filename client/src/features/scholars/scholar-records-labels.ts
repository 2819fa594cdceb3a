import type { ReapplicationStatus } from '@/gql/graphql';

interface Reapplication {
  termLabel: string;
  status: ReapplicationStatus;
}

/**
 * What "Scholarship continued through" says: the last term an accepted re-application
 * reaches, and a re-application still awaiting its decision (`reapplications` latest term first).
 */
export function continuationText(
  continuedThrough: { label: string } | null | undefined,
  reapplications: readonly Reapplication[],
): string {
  const open = reapplications.find(
    ({ status }) => status === 'pending' || status === 'under_review',
  );
  const awaiting =
    open &&
    `the re-application for ${open.termLabel} is ${open.status === 'pending' ? 'pending' : 'under review'}`;
  if (continuedThrough)
    return awaiting ? `${continuedThrough.label} (${awaiting})` : continuedThrough.label;
  if (awaiting) return `Not yet: ${awaiting}`;
  return reapplications.length > 0
    ? 'Not continued: no re-application accepted'
    : 'Not yet re-applied';
}

/** "1.2 MB", "340 KB". */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

const count = (value: number, one: string) => `${String(value)} ${value === 1 ? one : `${one}s`}`;

/** "3 terms, 2 years of service (2 terms imported from before the system)". */
export function serviceText(service: {
  termsServed: number;
  yearsServed: number;
  importedTerms: number;
}): string {
  const served = `${count(service.termsServed, 'term')}, ${count(service.yearsServed, 'year')} of service`;
  return service.importedTerms > 0
    ? `${served} (${count(service.importedTerms, 'term')} imported from before the system)`
    : served;
}
