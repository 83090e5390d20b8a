// Line charts (uPlot: small, fast on thousands of points, time axes built in): one
// line per series; series of very different sizes get their own scales so a NAV in
// billions and a quota near 1 both read, the two largest groups with an axis each.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { LinePlan } from './chart-plan.js';
import { PALETTE } from './palette.js';

function magnitude(values: (number | null)[]): number {
  const max = Math.max(...values.map((v) => (v === null ? 0 : Math.abs(v))));
  return max === 0 ? 0 : Math.floor(Math.log10(max) / 2); // two decades per scale
}

// 120,000,000 as 120M, so an axis label fits its gutter
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 3 });

export function drawLines(container: HTMLElement, plan: LinePlan): () => void {
  const scales = [...new Set(plan.series.map((s) => magnitude(s.values)))];
  const scaleOf = (values: (number | null)[]) => `y${scales.indexOf(magnitude(values))}`;
  const options: uPlot.Options = {
    width: Math.max(280, container.clientWidth),
    height: 320,
    scales: { x: { time: true } },
    series: [
      { label: plan.x, value: (_u, v) => (v === null ? '—' : new Date(v * 1000).toISOString().slice(0, 10)) },
      ...plan.series.map((s, i) => ({ label: s.label, show: s.show, stroke: PALETTE[i % PALETTE.length], width: 1.5, scale: scaleOf(s.values), spanGaps: false, points: { show: plan.xs.length < 60 } })),
    ],
    axes: [
      { stroke: '#444', grid: { stroke: '#eee' } },
      ...scales.slice(0, 2).map((_m, i) => ({ scale: `y${i}`, side: i === 0 ? 3 : 1, stroke: '#444', grid: { show: i === 0, stroke: '#eee' }, size: 64, values: (_u: uPlot, ticks: number[]) => ticks.map((t) => compact.format(t)) })),
    ],
    legend: { live: true },
  };
  const data: uPlot.AlignedData = [plan.xs, ...plan.series.map((s) => s.values)];
  const chart = new uPlot(options, data, container);
  const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(280, container.clientWidth), height: 320 }));
  observer.observe(container);
  return () => {
    observer.disconnect();
    chart.destroy();
  };
}
