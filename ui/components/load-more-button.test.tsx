/**
 * LoadMoreButton: absent without a next page, reads the next page on click, and by itself when it
 * comes into view (happy-dom has no IntersectionObserver: the test installs a recording one and
 * plays the browser's part, calling back with the entry a scroll would give).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from './testing';
import { LoadMoreButton } from './load-more-button';

/** The observers the component made, with the element each watches. */
const observers: { callback: IntersectionObserverCallback; watched: Element[]; disconnected: boolean }[] = [];

class RecordingObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, watched: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.watched.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

describe('LoadMoreButton', () => {
  it('renders nothing once there is no next page', () => {
    renderWithUi(
      <LoadMoreButton pages={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage: vi.fn() }}>
        More
      </LoadMoreButton>,
    );
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('reads the next page on click', () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    renderWithUi(
      <LoadMoreButton pages={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }}>More</LoadMoreButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('reads the next page when the button scrolls into view, not before', () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver);
    const fetchNextPage = vi.fn(() => Promise.resolve());
    renderWithUi(
      <LoadMoreButton pages={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }}>More</LoadMoreButton>,
    );
    const button = screen.getByRole('button', { name: 'More' });
    const live = observers.filter((o) => !o.disconnected);
    expect(live).toHaveLength(1);
    expect(live[0].watched).toEqual([button]);
    const entry = (isIntersecting: boolean) =>
      [{ isIntersecting, target: button }] as unknown as IntersectionObserverEntry[];
    live[0].callback(entry(false), {} as IntersectionObserver);
    expect(fetchNextPage).not.toHaveBeenCalled();
    live[0].callback(entry(true), {} as IntersectionObserver);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('does not watch while a page is being read', () => {
    vi.stubGlobal('IntersectionObserver', RecordingObserver);
    renderWithUi(
      <LoadMoreButton pages={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage: vi.fn() }}>
        More
      </LoadMoreButton>,
    );
    expect(observers.filter((o) => !o.disconnected)).toHaveLength(0);
  });
});
