import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ChartPanel } from './chart-panel';
import { renderWithUi } from './testing';

afterEach(cleanup);

describe('ChartPanel', () => {
  it('shows the title with a skeleton while loading, then the empty state', () => {
    renderWithUi(<ChartPanel title="Bookings by day" data={[]} loading />, { lang: 'EN' });
    expect(screen.getByText('Bookings by day')).toBeTruthy();
    expect(screen.getByTestId('chart-loading')).toBeTruthy();
    cleanup();
    renderWithUi(<ChartPanel title="Bookings by day" data={[]} />, { lang: 'EN' });
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('draws each variant when there are points', () => {
    const data = [
      { label: 'Mon', value: 3 },
      { label: 'Tue', value: 5 },
    ];
    for (const variant of ['bar', 'line', 'pie'] as const) {
      renderWithUi(<ChartPanel title="T" data={data} variant={variant} testId="panel" />, { lang: 'EN' });
      expect(screen.getByTestId('panel').getAttribute('data-variant')).toBe(variant);
      expect(screen.getByTestId('chart')).toBeTruthy();
      expect(screen.queryByTestId('empty-state')).toBeNull();
      cleanup();
    }
  });

  it("names each pie slice in a legend with that slice's own colour", () => {
    const data = [
      { label: 'Free', value: 3, color: 'green.solid' },
      { label: 'Closed', value: 1, color: 'gray.solid' },
      { label: 'Other', value: 2 },
    ];
    renderWithUi(<ChartPanel title="T" data={data} variant="pie" />, { lang: 'EN' });
    const entries = screen.getByTestId('chart-legend').querySelectorAll('li');
    expect([...entries].map((li) => li.textContent)).toEqual(['Free', 'Closed', 'Other']);
    const swatches = [...entries].map((li) => li.querySelector('[aria-hidden="true"]')!.outerHTML);
    expect(new Set(swatches).size).toBe(3);
    expect(swatches[0]).toContain('green');
    expect(swatches[1]).toContain('gray');
  });

  it('shows the error state', () => {
    renderWithUi(<ChartPanel title="T" data={[]} error={new Error('boom')} />, { lang: 'EN' });
    expect(screen.getByText('boom')).toBeTruthy();
  });
});
