// One measure over time as a small line chart with its points (uPlot on a canvas): a titled
// figure with its colour as the legend, dates on the x axis in the reader's language, values with
// their unit on the y axis, and under it the point nearest the pointer in words. uPlot (about
// 20 KiB gzip with its CSS) is imported when the first chart mounts, never on a route's first load.
// The canvas is an image named by `summary` (its text alternative); screens add the figures as a
// table for readers who need every value (see the dog timeline's chart).
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

export interface TimeSeriesPoint {
  /** Epoch milliseconds. */
  at: number;
  value: number;
  /** Said after the value when the point is pointed at ('Hotel check-in'). */
  note?: string;
}

export interface TimeSeriesChartProps {
  title: string;
  /** CSS colour of the line, the points and the legend swatch (a hex value: canvas needs one). */
  color: string;
  /** Oldest first. */
  points: readonly TimeSeriesPoint[];
  formatValue: (value: number) => string;
  formatDate: (ms: number) => string;
  /** BCP 47 locale of the axis dates ('es-ES', 'en-US'). */
  locale: string;
  /** The text alternative of the drawing: what a reader should take from it. */
  summary: string;
  /** Said under the chart until a point is pointed at (nothing by default). */
  hint?: string;
  height?: number;
  /** Charts with the same key move their cursors together. */
  syncKey?: string;
  headingLevel?: 'h3' | 'h4';
  testId?: string;
}

const DAY_S = 86_400;
/** The x axis' tick steps, in seconds: days, weeks, months, quarters, years. */
const X_STEPS = [1, 2, 7, 14, 30, 61, 91, 182, 365, 730, 1825].map((days) => days * DAY_S);
const AXIS = '#4a5568';
const GRID = '#e2e8f0';

/** uPlot's module and stylesheet, loaded once, on first use. */
let loading: Promise<typeof uPlot> | undefined;
function loadUPlot(): Promise<typeof uPlot> {
  loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([m]) => m.default);
  return loading;
}

/** Axis dates: day and month over a short span, month and year over a long one. */
function axisDates(locale: string, spanSeconds: number) {
  const format = new Intl.DateTimeFormat(
    locale,
    spanSeconds > 120 * DAY_S ? { month: 'short', year: '2-digit' } : { day: 'numeric', month: 'short' },
  );
  return (seconds: number) => format.format(new Date(seconds * 1000));
}

export function TimeSeriesChart({
  title,
  color,
  points,
  formatValue,
  formatDate,
  locale,
  summary,
  hint = '',
  height = 180,
  syncKey,
  headingLevel = 'h3',
  testId,
}: TimeSeriesChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<TimeSeriesPoint | null>(null);
  const [drawn, setDrawn] = useState(false);
  // The formatters change identity on every render; the chart reads the latest through refs and
  // is rebuilt only when its data, colour, size or language change.
  const format = useRef({ formatValue, formatDate });
  format.current = { formatValue, formatDate };

  useEffect(() => {
    const el = host.current;
    if (!el || points.length === 0) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    const xs = points.map((p) => p.at / 1000);
    const ys = points.map((p) => p.value);
    const first = xs[0] ?? 0;
    const last = xs[xs.length - 1] ?? 0;
    const dateText = axisDates(locale, last - first);

    void loadUPlot().then((UPlot) => {
      if (cancelled) return;
      const options: uPlot.Options = {
        width: Math.max(el.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: {
          drag: { x: false, y: false },
          points: { size: 10, fill: color },
          ...(syncKey ? { sync: { key: syncKey } } : {}),
        },
        scales: {
          // One point (or one day) still gets a readable span around it.
          x: {
            time: true,
            range: (_u, min, max) => (max - min < DAY_S ? [min - 3 * DAY_S, max + 3 * DAY_S] : [min, max]),
          },
          y: {
            range: (_u, min, max) => {
              const pad = Math.max((max - min) * 0.15, Math.abs(max) * 0.02, 0.5);
              return [min - pad, max + pad];
            },
          },
        },
        series: [
          {},
          {
            label: title,
            stroke: color,
            width: 2,
            spanGaps: true,
            points: { show: true, size: 7, fill: color, stroke: color },
          },
        ],
        axes: [
          {
            stroke: AXIS,
            grid: { stroke: GRID, width: 1 },
            ticks: { stroke: GRID },
            space: 72,
            // Ticks on whole days at least: a date label never repeats.
            incrs: X_STEPS,
            values: (_u, splits) => splits.map(dateText),
          },
          {
            stroke: AXIS,
            grid: { stroke: GRID, width: 1 },
            ticks: { stroke: GRID },
            size: 64,
            values: (_u, splits) => splits.map((v) => format.current.formatValue(v)),
          },
        ],
        hooks: {
          setCursor: [
            (u) => {
              const idx = u.cursor.idx;
              setHovered(idx === null || idx === undefined ? null : (points[idx] ?? null));
            },
          ],
          draw: [() => setDrawn(true)],
        },
      };
      plot = new UPlot(options, [xs, ys], el);
      observer = new ResizeObserver(() => {
        if (plot && el.clientWidth > 0) plot.setSize({ width: el.clientWidth, height });
      });
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
      setDrawn(false);
    };
  }, [points, color, height, locale, syncKey, title]);

  const said = hovered
    ? [format.current.formatDate(hovered.at), format.current.formatValue(hovered.value), hovered.note]
        .filter(Boolean)
        .join(' · ')
    : hint;

  return (
    <Box as="figure" m="0" minW="0" data-testid={testId} data-points={points.length} data-drawn={drawn}>
      <Flex as="figcaption" align="center" gap="2" mb="1">
        <Box w="3" h="3" borderRadius="full" bg={color} flexShrink={0} aria-hidden="true" />
        <Heading as={headingLevel} size="sm">
          {title}
        </Heading>
      </Flex>
      <Box ref={host} role="img" aria-label={summary} w="full" h={`${height}px`} overflow="hidden" />
      <Text
        fontSize="xs"
        color="fg.muted"
        minH="1.5em"
        aria-hidden="true"
        data-testid={testId ? `${testId}-readout` : undefined}
      >
        {said}
      </Text>
    </Box>
  );
}
