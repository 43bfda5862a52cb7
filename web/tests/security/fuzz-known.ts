/**
 * What the fuzz suite (fuzz-http.test.ts, decision 1092) finds, and the findings it reports apart.
 */
export interface Finding {
  kind: '5xx' | 'rows' | 'accepted' | 'no-answer';
  status: number;
  caller: string;
  method: string;
  /** `METHOD pattern` of the operation or page (`GET /admin/order/:id`), or `raw`. */
  route: string;
  /** The payload class (fuzz-cases.ts), e.g. `page-path:id=huge`. */
  class: string;
  /** Path and query as sent (the raw socket's: its request line). */
  target: string;
  detail?: string;
  /** A property's fuzzed value (JSON) and the field's declared types. */
  value?: string;
  field?: string;
}

export interface KnownFinding {
  what: string;
  /** Matched against the finding's `route` (`METHOD pattern`, or `raw`). */
  route: RegExp;
  class: RegExp;
  kinds: readonly Finding['kind'][];
  /** The fuzzed field's declared types (`integer`, `number|string`), when it matters. */
  field?: RegExp;
  /**
   * Not in the lead's list: found by this suite, its root in an area another branch owns (the
   * request handler, page path parameters, /api body parsing and the engine's id/number schemas);
   * reported with decision 1092.
   */
  reported?: true;
}

/**
 * ==== KNOWN_FIXED_ELSEWHERE ====
 * Defects found by this suite that other branches fix at the same time (decision 1092): reported
 * as "known, fixed on another branch", not failed. Empty this list once those branches are merged;
 * the suite prints the entries it no longer sees.
 */
export const KNOWN_FIXED_ELSEWHERE: readonly KnownFinding[] = [];

export function knownEntryOf(finding: Finding): KnownFinding | undefined {
  return KNOWN_FIXED_ELSEWHERE.find((entry) => entry.kinds.includes(finding.kind) && entry.route.test(finding.route) && entry.class.test(finding.class) && (!entry.field || entry.field.test(finding.field ?? '')));
}
