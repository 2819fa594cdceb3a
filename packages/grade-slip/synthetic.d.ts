import type { SampleSlip } from './samples.js';

export interface Random {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32, seeded: uniform in [0, 1) and helpers. */
export function prng(seed: number): Random;
export const SCHOOLS: string[];

export interface SyntheticRow {
  subject: string;
  faculty: string;
  one: number;
  two: number | null;
  final: number | null;
  units: number;
  status: string;
  section: string;
  remarks: string;
}

export interface SyntheticSlip extends Omit<SampleSlip, 'rows'> {
  school: string;
  totalUnits: number;
  rows: SyntheticRow[];
}

/** A made-up slip; `long` gives names that wrap on a narrow column. */
export function makeSlip(
  random: Random,
  options?: { name?: string; rows?: number; long?: boolean },
): SyntheticSlip;
