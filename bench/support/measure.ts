/** Latency samples in milliseconds and what the report needs of them. */
export interface Summary {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN };
}

export type Task = (side: 'small' | 'big', iteration: number) => Promise<void>;

/** SMALL and BIG alternate, so a neighbour's burst of CPU hits both sides alike. */
export async function compareSides(name: string, task: Task, iterations: number, warmup = 10): Promise<ComparedRow> {
  for (let index = 0; index < warmup; index++) {
    await task('small', index);
    await task('big', index);
  }
  const samples = { small: [] as number[], big: [] as number[] };
  for (let index = 0; index < iterations; index++) {
    for (const side of ['small', 'big'] as const) {
      const started = performance.now();
      await task(side, warmup + index);
      samples[side].push(performance.now() - started);
    }
  }
  return { name, small: summarize(samples.small), big: summarize(samples.big) };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const ratio = (big: number, small: number) => (small > 0 ? `${(big / small).toFixed(2)}×` : '—');

export interface ComparedRow {
  name: string;
  small: Summary;
  big: Summary;
  /** e.g. how many tickets the page held, so a fast empty answer cannot pass for a fast full one. */
  note?: string;
}

/** The SMALL vs BIG table: p50/p99 in each and the BIG/SMALL ratios (near 1 is the point of the design). */
export function comparedTable(title: string, rows: ComparedRow[]): string {
  const header = ['', 'SMALL p50', 'SMALL p99', 'BIG p50', 'BIG p99', 'BIG/SMALL p50', 'BIG/SMALL p99', ''];
  const body = rows.map((row) => [
    row.name,
    ms(row.small.p50),
    ms(row.small.p99),
    ms(row.big.p50),
    ms(row.big.p99),
    ratio(row.big.p50, row.small.p50),
    ratio(row.big.p99, row.small.p99),
    row.note ?? '',
  ]);
  return `${title} (ms)\n${table([header, ...body])}`;
}

/** Left-aligned first column, right-aligned figures. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 || column === row.length - 1
            ? cell.padEnd(widths[column] ?? 0)
            : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export { ms };
