import { moneyText, toPersianDigits } from '@shop-admin/core';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import type { ChartSpec } from './report-view.ts';

// Only the pieces the reports draw (Chart.js is tree-shaken); this module is its own chunk.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

const SECOND_COLOUR = '#1b7f4b';

export interface ReportChartProps {
  spec: ChartSpec;
  labels: readonly string[];
  values: readonly (readonly number[])[];
  /** Read by screen readers; the table below holds the numbers. */
  description: string;
  /** A click on a bar or point (the visit report opens that day). */
  onPick?: ((index: number) => void) | undefined;
}

/**
 * A report's chart on a canvas (Chart.js): the category axis runs right to left and the value axis
 * stands at the right, ticks and tooltips in Persian digits, colours and font from the page's tokens.
 * Chart.js injects no <style> and evaluates no code, so it runs under the server's CSP.
 */
export default function ReportChart({ spec, labels, values, description, onPick }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const primary = style.getPropertyValue('--primary').trim() || '#1f6feb';
    const text = style.getPropertyValue('--text-muted').trim() || '#667085';
    const grid = style.getPropertyValue('--border').trim() || '#e1e4ea';
    const colours = [primary, SECOND_COLOUR];
    const number = (value: number | string) => moneyText(Number(value));
    const chart = new Chart(element, {
      type: spec.kind,
      data: {
        labels: [...labels],
        datasets: spec.series.map((series, index) => ({
          label: series.label,
          data: [...(values[index] ?? [])],
          borderColor: colours[index % colours.length],
          backgroundColor: colours[index % colours.length],
          borderWidth: spec.kind === 'line' ? 2 : 0,
          pointRadius: spec.kind === 'line' && labels.length > 60 ? 0 : 3,
          tension: 0.25,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale: 'fa-IR',
        font: { family: style.fontFamily },
        color: text,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: {
            reverse: true,
            ticks: { color: text, autoSkip: true, maxRotation: 60, font: { family: style.fontFamily } },
            grid: { display: false },
          },
          y: {
            position: 'right',
            beginAtZero: true,
            ticks: { color: text, callback: number, font: { family: style.fontFamily } },
            grid: { color: grid },
          },
        },
        plugins: {
          legend: { rtl: true, labels: { color: text, font: { family: style.fontFamily } } },
          tooltip: {
            rtl: true,
            textDirection: 'rtl',
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}: ${toPersianDigits(number(item.parsed.y ?? 0))}`,
            },
          },
        },
        onClick: (_event, elements) => {
          const first = elements[0];
          if (first && pick.current) pick.current(first.index);
        },
        onHover: (event, elements) => {
          const target = event.native?.target as HTMLElement | undefined;
          if (target) target.style.cursor = elements.length && pick.current ? 'pointer' : 'default';
        },
      },
    });
    return () => chart.destroy();
  }, [spec, labels, values]);
  return (
    <div className="report-chart">
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}
