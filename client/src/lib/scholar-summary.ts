import { formatMinutes } from '@/lib/format-hours';

const STATUS_WORDS = { active: '', inactive: ' · Inactive', suspended: ' · Suspended' } as const;

export interface ScholarStanding {
  stage: 'trainee' | 'scholar';
  status: keyof typeof STATUS_WORDS;
  trainingProgress: { requiredHours: number; confirmedMinutes: number; unconfirmedMinutes: number };
}

/** A scholar card's last line: a trainee's confirmed hours of the 130, or "Scholar". */
export function scholarSummary({ stage, status, trainingProgress }: ScholarStanding): string {
  const state = STATUS_WORDS[status];
  if (stage === 'scholar') return `Scholar${state}`;
  const { confirmedMinutes, unconfirmedMinutes, requiredHours } = trainingProgress;
  const waiting = unconfirmedMinutes > 0 ? `, ${formatMinutes(unconfirmedMinutes)} h awaiting` : '';
  return `Trainee: ${formatMinutes(confirmedMinutes)} of ${String(requiredHours)} h confirmed${waiting}${state}`;
}
