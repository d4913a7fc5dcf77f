/**
 * ChartPanel: a card with a title and one chart of `{ label, value }` points (the
 * statistics pages) — bars, a line or a pie — drawn with @chakra-ui/charts (`useChart`,
 * `Chart.Root`) over recharts, with loading (skeleton), error and empty states.
 */
import type { ReactNode } from 'react';
import { Card, ColorSwatch, Flex, HStack, Skeleton, Span, Stack } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState, ErrorState } from './states';

/** One point of a chart: the category (already translated) and its number. */
export interface ChartPoint {
  label: string;
  value: number;
  /** Pie slice colour token (e.g. `green.solid`) when the category has its own colour; else the palette's. */
  color?: string;
}

/** Props of {@link ChartPanel}. */
export interface ChartPanelProps {
  /** Card title (translated). */
  title: ReactNode;
  /** `bar` (default), `line` or `pie`. */
  variant?: 'bar' | 'line' | 'pie';
  data: ChartPoint[];
  /** Name of the value series in tooltips (translated), e.g. "Bookings". */
  valueLabel?: string;
  /** While true (and no data), a skeleton replaces the chart. */
  loading?: boolean;
  /** When set, the error state replaces the chart. */
  error?: unknown;
  onRetry?: () => void;
  /** Text of the empty state (default `common:empty`). */
  emptyTitle?: ReactNode;
  /** Extra content in the card header (e.g. a period select). */
  actions?: ReactNode;
  /** Test id of the card. */
  testId?: string;
}

const PIE_COLORS = [
  'blue.solid',
  'teal.solid',
  'orange.solid',
  'purple.solid',
  'pink.solid',
  'cyan.solid',
  'green.solid',
  'red.solid',
  'yellow.solid',
];

/** The chart card (see the module comment). */
export function ChartPanel({
  title,
  variant = 'bar',
  data,
  valueLabel,
  loading = false,
  error,
  onRetry,
  emptyTitle,
  actions,
  testId,
}: ChartPanelProps) {
  const body =
    loading && data.length === 0 ? (
      <Skeleton height="60" rounded="md" data-testid="chart-loading" />
    ) : error ? (
      <ErrorState error={error} onRetry={onRetry} />
    ) : data.length === 0 ? (
      <EmptyState title={emptyTitle} />
    ) : (
      <PointsChart variant={variant} data={data} valueLabel={valueLabel} />
    );
  return (
    <Card.Root variant="outline" borderColor="border.muted" data-testid={testId} data-variant={variant}>
      <Card.Header flexDirection="row" justifyContent="space-between" alignItems="center" pb="0">
        <Card.Title textStyle="md">{title}</Card.Title>
        {actions}
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}

/** The chart itself, sized by Chart.Root (max height 18rem). */
function PointsChart({
  variant,
  data,
  valueLabel,
}: {
  variant: 'bar' | 'line' | 'pie';
  data: ChartPoint[];
  valueLabel?: string;
}) {
  const chart = useChart<ChartPoint>({
    data: data.map((d, i) => ({ ...d, color: d.color ?? PIE_COLORS[i % PIE_COLORS.length] })),
    series: [{ name: 'value', color: 'blue.solid', label: valueLabel }],
  });
  const tooltip = (
    <Tooltip animationDuration={100} cursor={{ fill: chart.color('bg.muted') }} content={<Chart.Tooltip />} />
  );
  if (variant === 'pie') {
    return (
      <Stack gap="3">
        <Chart.Root chart={chart} maxH="18rem" mx="auto" aspectRatio="square" data-testid="chart">
          <PieChart responsive>
            <Tooltip cursor={false} animationDuration={100} content={<Chart.Tooltip hideLabel nameKey="label" />} />
            <Pie
              isAnimationActive={false}
              data={chart.data}
              dataKey={chart.key('value')}
              nameKey="label"
              outerRadius="80%"
            >
              {chart.data.map((item) => (
                <Cell key={item.label} fill={chart.color(item.color)} />
              ))}
            </Pie>
          </PieChart>
        </Chart.Root>
        {/* Chakra's Chart.Legend colours a pie's entries by its one series, so every
            slice would show the same swatch: the legend is drawn from the slices. */}
        <Flex as="ul" gap="3" wrap="wrap" justify="center" listStyleType="none" data-testid="chart-legend">
          {chart.data.map((item) => (
            <HStack as="li" key={item.label} gap="1.5">
              <ColorSwatch boxSize="2.5" value={chart.color(item.color)} aria-hidden="true" />
              <Span color="fg.muted" textStyle="sm">
                {item.label}
              </Span>
            </HStack>
          ))}
        </Flex>
      </Stack>
    );
  }
  const axes = (
    <>
      <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
      <XAxis dataKey={chart.key('label')} axisLine={false} tickLine={false} />
      <YAxis axisLine={false} tickLine={false} allowDecimals={false} />
    </>
  );
  return (
    <Chart.Root chart={chart} maxH="18rem" data-testid="chart">
      {variant === 'line' ? (
        <LineChart responsive data={chart.data}>
          {axes}
          {tooltip}
          {chart.series.map((s) => (
            <Line
              key={String(s.name)}
              isAnimationActive={false}
              type="monotone"
              dataKey={chart.key(s.name)}
              name={valueLabel}
              stroke={chart.color(s.color)}
              strokeWidth={2}
              dot={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart responsive data={chart.data}>
          {axes}
          {tooltip}
          {chart.series.map((s) => (
            <Bar
              key={String(s.name)}
              isAnimationActive={false}
              dataKey={chart.key(s.name)}
              name={valueLabel}
              fill={chart.color(s.color)}
              radius={[4, 4, 0, 0]}
            />
          ))}
        </BarChart>
      )}
    </Chart.Root>
  );
}
