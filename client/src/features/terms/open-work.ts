import type { TermKey } from '@/features/terms/term-choice';

/** The counts termClosing answers for what is still open. */
export interface OpenWorkCounts {
  dtrMonthsNotApproved: number;
  scholarsNotEvaluated: number;
  reapplicationsUndecided: number;
  leavePending: number;
}

/** One line of the checklist: what is open, who settles it, and where HR follows it up. */
export interface OpenWorkItem {
  key: keyof OpenWorkCounts;
  count: number;
  /** "DTR months not approved". */
  label: string;
  /** Who settles it, where HR cannot itself. */
  note: string;
  href: string;
  linkText: string;
}

/** The term's master list (?term=&year=), which names each scholar of the term. */
export function masterListHref({ term, academicYear }: TermKey): string {
  return `/hr/master-list?${new URLSearchParams({ term, year: academicYear }).toString()}`;
}

/**
 * The checklist of what is still open for a term, each with the HR page where it is seen and
 * acted on (with the filters those pages read from the address), in the order work happens.
 */
export function openWorkItems(term: TermKey, open: OpenWorkCounts): OpenWorkItem[] {
  return [
    {
      key: 'dtrMonthsNotApproved',
      count: open.dtrMonthsNotApproved,
      label: 'DTR months not approved',
      note: 'Offices approve their scholars’ months on their DTR page; the master list shows each scholar’s hours of the term.',
      href: masterListHref(term),
      linkText: 'Master list of the term',
    },
    {
      key: 'scholarsNotEvaluated',
      count: open.scholarsNotEvaluated,
      label: 'Scholars not evaluated for the term',
      note: 'Offices evaluate their scholars; their evaluations are listed here.',
      href: '/hr/evaluations',
      linkText: 'Evaluations',
    },
    {
      key: 'reapplicationsUndecided',
      count: open.reapplicationsUndecided,
      label: 'Re-applications for the next term undecided',
      note: 'Pending or under review: HR decides them.',
      href: '/reapplications',
      linkText: 'Reapplications',
    },
    {
      key: 'leavePending',
      count: open.leavePending,
      label: 'Leave requests over the term pending',
      note: 'HR or the scholar’s office decides them.',
      href: '/leave-management?status=pending',
      linkText: 'Pending leave',
    },
  ];
}

/** "1 scholar", "3 scholars". */
export const countText = (count: number, one: string, many = `${one}s`) =>
  `${String(count)} ${count === 1 ? one : many}`;
