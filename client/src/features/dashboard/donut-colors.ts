/** Slice colours, in order: the chart and its text list share them (no chart code needed). */
export const DONUT_COLORS = ['#1565c0', '#c2185b', '#ef6c00', '#2e7d32', '#6a1b9a'] as const;

export const donutColor = (index: number) => DONUT_COLORS[index % DONUT_COLORS.length]!;
