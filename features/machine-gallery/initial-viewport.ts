/**
 * Where the gallery opens a chart: the whole chart when it fits at a readable zoom,
 * else at that zoom with the chart's top in view and the initial state centred
 * horizontally (as far as the chart reaches), so a developer can read it at once and
 * pans or zooms out (controls, minimap) for the rest. Pure; all values in px.
 */
import type { FlowBox } from './flow-elements';

/**
 * Smallest zoom the gallery opens a chart at: the 12 px labels then show at ≥ 11 px
 * on screen. Larger charts open partly, never smaller than this.
 */
export const READABLE_ZOOM = 0.92;
/** Largest zoom the gallery opens a chart at (small machines are not blown up). */
export const OPENING_MAX_ZOOM = 1.1;
/** Free space kept between the chart and the canvas's border (px on screen). */
export const VIEW_PADDING = 16;

/** A React Flow viewport (translation in screen px, zoom factor) and whether the whole chart is in it. */
export interface OpeningViewport {
  x: number;
  y: number;
  zoom: number;
  fits: boolean;
}

/** Clamps `value` into [low, high]; `high` wins when the range is empty. */
function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/** Translation along one axis: centred when the chart fits, else `focus` centred, clamped to the chart's ends. */
function offset(start: number, size: number, focusCentre: number, canvas: number, zoom: number): number {
  const room = canvas - 2 * VIEW_PADDING;
  if (size * zoom <= room) return (canvas - size * zoom) / 2 - start * zoom;
  const centred = canvas / 2 - focusCentre * zoom;
  // Never past the chart's start (left/top) nor leaving empty space after its end.
  return clamp(centred, canvas - VIEW_PADDING - (start + size) * zoom, VIEW_PADDING - start * zoom);
}

/**
 * The opening viewport of a chart with bounds `chart` on a canvas of `canvas` size,
 * focused on `focus` (the initial state's box) when the chart does not fit; the top of a
 * tall chart is shown (its initial state sits there in a top-down layout).
 */
export function openingViewport(
  chart: FlowBox,
  focus: FlowBox | null,
  canvas: { width: number; height: number },
): OpeningViewport {
  const fitZoom = Math.min(
    (canvas.width - 2 * VIEW_PADDING) / Math.max(chart.width, 1),
    (canvas.height - 2 * VIEW_PADDING) / Math.max(chart.height, 1),
  );
  const zoom = clamp(fitZoom, READABLE_ZOOM, OPENING_MAX_ZOOM);
  const target = focus ?? chart;
  const x = offset(chart.x, chart.width, target.x + target.width / 2, canvas.width, zoom);
  const y = offset(chart.y, chart.height, chart.y, canvas.height, zoom);
  return { x, y, zoom, fits: fitZoom >= READABLE_ZOOM };
}
