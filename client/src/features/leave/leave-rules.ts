import type { LeaveType } from '@/gql/graphql';
import type { FileRule } from '@/lib/files';

/**
 * The leave form's rules the page draws with, apart from its schema
 * (leave-schema.ts), which loads with Zod on first validation.
 */

export const MAX_REASONS = 2000;
export const PROOF_RULE: FileRule = {
  accept: 'image/jpeg,image/png,image/gif,image/webp,application/pdf',
  maxBytes: 5 * 1024 * 1024,
  wrongType: 'The proof document must be an image or a PDF.',
  tooBig: 'The proof document exceeds the 5MB limit.',
};

export const LEAVE_TYPES: LeaveType[] = ['sick', 'social', 'vacation', 'others'];
