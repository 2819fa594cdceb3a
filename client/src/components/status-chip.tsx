import Chip from '@mui/material/Chip';

/**
 * How a status reads at a glance: done well (success), waiting on someone (warning), ended
 * badly (error), in progress (info), a step ahead (secondary), closed (default). Not the
 * theme's primary: that is the university's red, which beside error's red would make a step
 * ahead look like a rejection.
 */
export type StatusTone = 'default' | 'success' | 'warning' | 'error' | 'info' | 'secondary';

interface StatusChipProps<S extends string> {
  status: S;
  /** The words of each status (A§2.5: underscores as spaces, words capitalised). */
  labels: Record<S, string>;
  tones: Record<S, StatusTone>;
  /** A§2.4: the Scholars badge is upper-case (drawn so; the text stays as written). */
  upperCase?: boolean;
}

/**
 * The badge of a status in every domain. Its text colour is the palette's contrastText for
 * the tone, which the theme picks at WCAG AA (4.5:1, see create-app-theme.ts) in both modes.
 */
export function StatusChip<S extends string>({
  status,
  labels,
  tones,
  upperCase = false,
}: StatusChipProps<S>) {
  return (
    <Chip
      size="small"
      color={tones[status]}
      label={labels[status]}
      sx={upperCase ? { textTransform: 'uppercase', letterSpacing: '0.04em' } : undefined}
    />
  );
}
