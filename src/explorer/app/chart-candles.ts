// Candlesticks with volume (TradingView lightweight-charts: made for OHLC, with a
// volume histogram on its own scale under the candles).
import { CandlestickSeries, createChart, HistogramSeries } from 'lightweight-charts';
import type { CandlePlan } from './chart-plan.js';

export function drawCandles(container: HTMLElement, plan: CandlePlan): () => void {
  const chart = createChart(container, {
    width: Math.max(280, container.clientWidth),
    height: 360,
    layout: { background: { color: '#ffffff' }, textColor: '#333', attributionLogo: false },
    grid: { vertLines: { color: '#eee' }, horzLines: { color: '#eee' } },
    timeScale: { borderColor: '#ccc' },
  });
  const candles = chart.addSeries(CandlestickSeries, { upColor: '#009E73', downColor: '#D55E00', borderVisible: false, wickUpColor: '#009E73', wickDownColor: '#D55E00' });
  candles.setData(plan.bars.map(({ time, open, high, low, close }) => ({ time, open, high, low, close })));
  if (plan.bars.some((b) => b.volume !== null)) {
    const volume = chart.addSeries(HistogramSeries, { priceScaleId: 'volume', priceFormat: { type: 'volume' }, color: '#9db7d5' });
    chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    candles.priceScale().applyOptions({ scaleMargins: { top: 0.05, bottom: 0.25 } });
    volume.setData(plan.bars.filter((b) => b.volume !== null).map((b) => ({ time: b.time, value: b.volume! })));
  }
  chart.timeScale().fitContent();
  const observer = new ResizeObserver(() => chart.applyOptions({ width: Math.max(280, container.clientWidth) }));
  observer.observe(container);
  return () => {
    observer.disconnect();
    chart.remove();
  };
}
