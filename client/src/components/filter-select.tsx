import type { SxProps, Theme } from '@mui/material/styles';

import { labelOptions, SelectField } from '@/components/select-field';

interface FilterSelectProps<T extends string> {
  label: string;
  /** The choice in force; undefined shows the "All" entry. */
  value: T | undefined;
  /** One entry per value, in this order. */
  labels: Record<T, string>;
  onChange(value: T | ''): void;
  /** The entry that removes the filter (A§2.4 says "All types", "All statuses" on some pages). */
  allLabel?: string;
  sx?: SxProps<Theme>;
}

/** A list filter: "All" and one choice per value. */
export function FilterSelect<T extends string>({
  label,
  value,
  labels,
  onChange,
  allLabel = 'All',
  sx = { flex: 1, minWidth: 180 },
}: FilterSelectProps<T>) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      options={labelOptions(labels)}
      emptyLabel={allLabel}
      onChange={onChange}
      sx={sx}
    />
  );
}
