/**
 * Where a chart opens: whole when it fits at a readable zoom, else readable with its top
 * and its initial state in view.
 */
import { describe, expect, it } from 'vitest';
import { OPENING_MAX_ZOOM, READABLE_ZOOM, VIEW_PADDING, openingViewport } from './initial-viewport';

const canvas = { width: 900, height: 600 };

describe('openingViewport', () => {
  it('shows a small chart whole and centred, not blown up past the largest opening zoom', () => {
    const viewport = openingViewport({ x: 0, y: 0, width: 300, height: 200 }, null, canvas);
    expect(viewport).toEqual({
      x: (900 - 300 * OPENING_MAX_ZOOM) / 2,
      y: (600 - 200 * OPENING_MAX_ZOOM) / 2,
      zoom: OPENING_MAX_ZOOM,
      fits: true,
    });
  });

  it('opens a big chart at the readable zoom with its top in view and the initial state centred', () => {
    const initial = { x: 1400, y: 20, width: 200, height: 60 };
    const viewport = openingViewport({ x: 0, y: 0, width: 3000, height: 2000 }, initial, canvas);
    expect(viewport.zoom).toBe(READABLE_ZOOM);
    expect(viewport.fits).toBe(false);
    expect(viewport.y).toBe(VIEW_PADDING);
    // The initial state's centre lands in the middle of the canvas.
    expect((initial.x + initial.width / 2) * viewport.zoom + viewport.x).toBeCloseTo(450);
  });

  it('keeps the chart against the canvas border when the initial state sits near its edge', () => {
    const initial = { x: 10, y: 10, width: 100, height: 40 };
    const viewport = openingViewport({ x: 0, y: 0, width: 3000, height: 2000 }, initial, canvas);
    expect(viewport.x).toBe(VIEW_PADDING);
  });
});
