/**
 * Faults the fake Discord injects into its REST answers, as Discord produces them: 429 with
 * retry_after (per route or global), 500/502/503, slow answers, and a 5xx returned after the
 * request was carried out (the answer lost on the way back, so a retry must not do it twice).
 */
export interface FaultRule {
  method?: string;
  /** Matched against the path after /api/v10 (e.g. /channels/123/messages/456). */
  path?: RegExp;
  kind: 'rateLimit' | 'serverError' | 'slow';
  /** How many matching requests get the fault (default 1). */
  times?: number;
  /** rateLimit: the retry_after Discord announces (ms, default 50). */
  retryAfterMs?: number;
  /** rateLimit: a global limit instead of a per-route one. */
  global?: boolean;
  /** serverError: 500, 502 or 503 (default 502). */
  status?: 500 | 502 | 503;
  /** serverError: carry the request out, then answer the error. */
  afterApplying?: boolean;
  /** slow: how long to wait before answering (ms). */
  delayMs?: number;
}

export interface InjectedFault {
  method: string;
  path: string;
  kind: FaultRule['kind'];
  status?: number;
}

export class FaultPlan {
  private readonly rules: Array<FaultRule & { left: number }> = [];
  readonly injected: InjectedFault[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ ...rule, left: rule.times ?? 1 });
  }

  clear(): void {
    this.rules.length = 0;
  }

  get pending(): number {
    return this.rules.reduce((n, r) => n + r.left, 0);
  }

  /** The fault for this request, if one is planned (each rule is used `times` times). */
  take(method: string, path: string): FaultRule | undefined {
    const rule = this.rules.find((r) => r.left > 0 && (!r.method || r.method === method) && (!r.path || r.path.test(path)));
    if (!rule) return undefined;
    rule.left--;
    this.injected.push({ method, path, kind: rule.kind, ...(rule.kind === 'serverError' ? { status: rule.status ?? 502 } : {}) });
    return rule;
  }
}
