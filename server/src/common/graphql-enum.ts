/** A GraphQL enum object (for `registerEnumType`) from a Drizzle enum's values. */
export const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
