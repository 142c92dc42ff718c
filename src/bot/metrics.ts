/**
 * Prometheus metrics in the text exposition format (version 0.0.4): counters, gauges read when
 * scraped, and histograms with fixed buckets, each with labels. A small writer of the format, not a
 * client library: prom-client was the first choice, but it could not be installed here (see the
 * branch report); the names and semantics follow Prometheus's conventions, so swapping it in later
 * changes only this file.
 */

type Labels = Record<string, string>;

const escapeLabel = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const escapeHelp = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');

function labelText(labels: Labels): string {
  const entries = Object.entries(labels);
  return entries.length === 0 ? '' : `{${entries.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
}

function num(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return '+Inf';
  if (n === -Infinity) return '-Inf';
  return String(n);
}

interface Metric {
  readonly name: string;
  lines(): Promise<string[]>;
}

export class Counter implements Metric {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    private readonly help: string,
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    const key = labelText(labels);
    const entry = this.values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    this.values.set(key, entry);
  }

  get(labels: Labels = {}): number {
    return this.values.get(labelText(labels))?.value ?? 0;
  }

  lines(): Promise<string[]> {
    const out = [`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} counter`];
    for (const { labels, value } of this.values.values()) out.push(`${this.name}${labelText(labels)} ${num(value)}`);
    return Promise.resolve(out);
  }
}

/** A gauge whose value is read when scraped. */
export class Gauge implements Metric {
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly read: () => number | Promise<number>,
  ) {}

  async lines(): Promise<string[]> {
    return [`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} gauge`, `${this.name} ${num(await this.read())}`];
  }
}

export class Histogram implements Metric {
  private readonly series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
  constructor(
    readonly name: string,
    private readonly help: string,
    /** Upper bounds, ascending; +Inf is added. */
    private readonly buckets: readonly number[],
  ) {}

  observe(value: number, labels: Labels = {}): void {
    const key = labelText(labels);
    let s = this.series.get(key);
    if (!s) {
      s = { labels, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    for (const [i, bound] of this.buckets.entries()) if (value <= bound) s.counts[i]!++;
    s.sum += value;
    s.count++;
  }

  lines(): Promise<string[]> {
    const out = [`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} histogram`];
    for (const { labels, counts, sum, count } of this.series.values()) {
      for (const [i, bound] of this.buckets.entries()) out.push(`${this.name}_bucket${labelText({ ...labels, le: num(bound) })} ${counts[i]}`);
      out.push(`${this.name}_bucket${labelText({ ...labels, le: '+Inf' })} ${count}`);
      out.push(`${this.name}_sum${labelText(labels)} ${num(sum)}`);
      out.push(`${this.name}_count${labelText(labels)} ${count}`);
    }
    return Promise.resolve(out);
  }
}

export class MetricsRegistry {
  private readonly metrics: Metric[] = [];

  counter(name: string, help: string): Counter {
    return this.add(new Counter(name, help));
  }
  gauge(name: string, help: string, read: () => number | Promise<number>): Gauge {
    return this.add(new Gauge(name, help, read));
  }
  histogram(name: string, help: string, buckets: readonly number[]): Histogram {
    return this.add(new Histogram(name, help, buckets));
  }

  private add<M extends Metric>(metric: M): M {
    if (this.metrics.some((m) => m.name === metric.name)) throw new Error(`metric ${metric.name} registered twice`);
    this.metrics.push(metric);
    return metric;
  }

  /** The exposition text; a gauge that fails to read is left out (and named in a comment). */
  async render(): Promise<string> {
    const parts = await Promise.all(
      this.metrics.map((m) => m.lines().catch((error: unknown) => [`# ${m.name} unavailable: ${escapeHelp(String(error))}`])),
    );
    return `${parts.flat().join('\n')}\n`;
  }
}

/** Seconds buckets for interaction and render latencies (Discord's acknowledgement window is 3 s). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10];
