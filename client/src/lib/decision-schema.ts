import { z } from '@/lib/zod';

interface DecisionRules {
  /** Shown when nothing is chosen, e.g. 'Please choose a status'. */
  choiceRequired: string;
  /** The server input's limit on the remarks. */
  remarksMax: number;
  remarksTooLong: string;
}

/**
 * The zod fields of DecisionInput: `choice` one of `choices` ('' until chosen), `remarks`
 * up to a length. Spread them into a domain's object schema beside its own fields.
 */
export function decisionFields<const C extends string>(
  choices: readonly [C, ...C[]],
  rules: DecisionRules,
) {
  const choice = z.enum(choices, { error: rules.choiceRequired });
  return {
    choice: z.pipe(z.union([z.literal(''), choice]), choice),
    remarks: z.string().check(z.maxLength(rules.remarksMax, rules.remarksTooLong)),
  };
}
