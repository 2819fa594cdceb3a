import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect } from '../fixtures';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

/** One violation as a reviewer needs it: the rule, how bad, where, and what to do. */
function describe(violation: Violation): string {
  const places = violation.nodes.map((node) => `    at ${node.target.join(' ')}`);
  return [
    `${violation.id} (${String(violation.impact)}): ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...places,
  ].join('\n');
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation,
 * listing each. Call it once the page (or the dialog) has settled: what is animating in
 * may be measured half-transparent.
 */
export async function expectNoSeriousA11yViolations(page: Page, label?: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    // One axe.run in the page, same-origin frames included. The default (runPartial per frame,
    // then finishRun in a blank page it opens) costs ~0.8 s more a check here, ~100 checks a
    // run; what it adds, cross-origin frames, this app cannot have (fixtures.ts fails on any
    // request that leaves its origin).
    .setLegacyMode(true)
    .options({
      // WCAG 2.5.3 label in name: axe ships it disabled as experimental; we hold to it.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Every rule still runs; only the violations are listed node by node (nothing here reads
      // the passes).
      resultTypes: ['violations'],
    })
    .analyze();
  const blocking = violations.filter(({ impact }) => impact && BLOCKING.has(impact));
  expect(
    blocking.map(describe),
    `serious accessibility problems on ${label ?? new URL(page.url()).pathname}`,
  ).toEqual([]);
}
