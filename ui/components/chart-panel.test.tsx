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

  it('shows the error state', () => {
    renderWithUi(<ChartPanel title="T" data={[]} error={new Error('boom')} />, { lang: 'EN' });
    expect(screen.getByText('boom')).toBeTruthy();
  });
});
