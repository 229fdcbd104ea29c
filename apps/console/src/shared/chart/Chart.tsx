import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { useId, useLayoutEffect, useRef, useState } from 'react';

export interface ChartSeries<T> {
  /** Unique among the chart's series. */
  key: string;
  label: string;
  value(row: T): number;
}

export interface ChartProps<T> {
  /** The chart's name: its caption, and the name of its figure, picture and table. */
  title: string;
  data: readonly T[];
  /** The label of a row on the horizontal axis (a day, a game). */
  category(row: T): string;
  /** What the categories are, as the figures' table heads its first column. */
  categoryLabel: string;
  series: readonly ChartSeries<T>[];
  /** Bars side by side per category, or one line per series. */
  kind?: 'bar' | 'line';
  height?: number;
  formatValue?(value: number): string;
}

/** Colours that keep a 3:1 contrast against white, in the order series take them. */
const COLOURS = ['#1d4ed8', '#c2410c', '#047857', '#7e22ce', '#be123c', '#0e7490'];
const MARGIN = { top: 12, right: 16, bottom: 36, left: 64 };
const FALLBACK_WIDTH = 640;

/** The width the chart's box has, followed as it changes (a fixed width where nothing measures). */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * A bar or line chart of figures per category (visx, SVG), made to be read by everyone: the figure
 * is named by its caption, the picture says what it shows, the series have a legend, and the exact
 * figures are one disclosure away in a table.
 */
export function Chart<T>({
  title,
  data,
  category,
  categoryLabel,
  series,
  kind = 'bar',
  height = 280,
  formatValue = (value) => value.toLocaleString('en'),
}: ChartProps<T>) {
  const id = useId();
  const { box, width } = useBoxWidth();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const categories = data.map(category);
  const values = data.flatMap((row) => series.map((s) => s.value(row)));
  const x = scaleBand({ domain: categories, range: [0, innerWidth], padding: 0.2 });
  const inner = scaleBand({ domain: series.map((s) => s.key), range: [0, x.bandwidth()], padding: 0.05 });
  const y = scaleLinear({
    domain: [Math.min(0, ...values), Math.max(0, ...values)],
    range: [innerHeight, 0],
    nice: true,
  });
  const colour = (i: number) => COLOURS[i % COLOURS.length];
  const summary =
    data.length === 0
      ? 'No figures.'
      : `${kind === 'bar' ? 'Bar' : 'Line'} chart of ${series.map((s) => s.label).join(', ')} by ${categoryLabel.toLowerCase()}, ${categories[0]} to ${categories[categories.length - 1]}.`;

  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0 rounded border border-slate-200 bg-white p-4">
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </figcaption>
      {series.length > 1 && (
        <ul aria-label={`${title} legend`} className="mt-2 flex flex-wrap gap-4 text-slate-700 text-sm">
          {series.map((s, i) => (
            <li key={s.key} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 rounded-sm"
                style={{ background: colour(i) }}
              />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div ref={box} className="mt-2">
        {data.length === 0 ? (
          <p className="py-8 text-center text-slate-600">No figures for this period.</p>
        ) : (
          <svg width={width} height={height} role="img" aria-label={`${title}: ${summary}`}>
            <Group left={MARGIN.left} top={MARGIN.top}>
              <GridRows scale={y} width={innerWidth} stroke="#e2e8f0" />
              {kind === 'bar'
                ? data.map((row) =>
                    series.map((s, i) => {
                      const value = s.value(row);
                      const top = y(Math.max(0, value));
                      return (
                        <Bar
                          key={`${category(row)}-${s.key}`}
                          x={(x(category(row)) ?? 0) + (inner(s.key) ?? 0)}
                          y={top}
                          width={inner.bandwidth()}
                          height={Math.abs(y(value) - y(0))}
                          fill={colour(i)}
                        />
                      );
                    }),
                  )
                : series.map((s, i) => (
                    <LinePath
                      key={s.key}
                      data={data as T[]}
                      x={(row) => (x(category(row)) ?? 0) + x.bandwidth() / 2}
                      y={(row) => y(s.value(row))}
                      stroke={colour(i)}
                      strokeWidth={2}
                    />
                  ))}
              <AxisLeft scale={y} tickFormat={(v) => formatValue(Number(v))} numTicks={5} />
              <AxisBottom scale={x} top={innerHeight} />
            </Group>
          </svg>
        )}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-blue-800">Show the figures</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={category(row)}>
                <th scope="row" className="font-normal">
                  {category(row)}
                </th>
                {series.map((s) => (
                  <td key={s.key}>{formatValue(s.value(row))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
