// Printing shared by the budget gate and the benchmarks: tables, budget lines and the figures that say how noisy a
// run was.
import { availableParallelism, loadavg } from 'node:os';

export function formatTable(rows, columns) {
  const widths = columns.map((column) =>
    Math.max(column.label.length, ...rows.map((row) => String(column.value(row)).length)),
  );
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join('  ');
  return [
    line(columns.map((column) => column.label)),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(columns.map((column) => column.value(row)))),
  ].join('\n');
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** "median (min–max)", or the single value when there is only one. */
export function withSpread(values, digits = 0) {
  const format = (value) => value.toFixed(digits);
  if (values.length === 1) {
    return format(values[0]);
  }
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

/** Samples the one-minute load average; `summary()` reports what the machine was doing while the figures were taken. */
export function loadAverageSampler() {
  const samples = [];
  return {
    sample: () => samples.push(loadavg()[0]),
    summary: () =>
      samples.length === 0
        ? 'not sampled'
        : `${withSpread(samples, 2)} over ${samples.length} samples, on ${availableParallelism()} CPUs`,
  };
}

/** Prints one PASS or FAIL line per budget check and returns how many failed. */
export function printChecks(checks) {
  for (const check of checks) {
    const value = typeof check.value === 'number' ? Number(check.value.toFixed(3)) : 'missing';
    console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.scope}  ${check.label} = ${value} (${check.limit})`);
  }
  const failures = checks.filter((check) => !check.pass).length;
  console.log(failures === 0 ? '\nAll budgets hold.' : `\n${failures} budget check(s) failed.`);
  return failures;
}
