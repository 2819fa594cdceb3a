import type { ApplicationDocumentKind } from '@/gql/graphql';

const KIND_LABELS: Record<ApplicationDocumentKind, string> = {
  profile_photo: '2x2 Picture',
  certificate: 'Certificate',
  parent_id: "Parent/Guardian's ID",
  id_document: 'ID Document',
  signature: 'Signature',
};

/** "Certificate 2" when the application has several of a kind, else the kind's name. */
export function documentLabel(kind: ApplicationDocumentKind, number: number, of: number): string {
  return of > 1 ? `${KIND_LABELS[kind]} ${String(number)}` : KIND_LABELS[kind];
}
