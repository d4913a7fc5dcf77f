/**
 * The "load more" button under a list read page by page (an infinite query, e.g. ui/runtime
 * usePagedCall): shown only while the list has a next page, busy while that page is being read.
 * The next page is also read by itself when the button scrolls into view (spec §2: "a long list
 * loads by page as one scrolls"); the button stays for keyboards, screen readers and browsers
 * without IntersectionObserver. The label is the caller's own text.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';

/** What the button needs of an infinite query (TanStack Query's `useInfiniteQuery` result). */
export interface NextPageSource {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Props of {@link LoadMoreButton}: the paged query, the label, and the button's palette and test id. */
export interface LoadMoreButtonProps {
  pages: NextPageSource;
  children: ReactNode;
  colorPalette?: ButtonProps['colorPalette'];
  'data-testid'?: string;
}

/** How far below the viewport the button may be when the next page starts loading (CSS margin). */
export const LOAD_AHEAD_MARGIN = '240px';

/** Reads the next page of `pages` on click or when scrolled near; renders nothing once the last page has been read. */
export function LoadMoreButton({ pages, children, colorPalette, 'data-testid': testId }: LoadMoreButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const button = ref.current;
    if (!button || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD_MARGIN} 0px` },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (!hasNextPage) return null;
  return (
    <Button
      ref={ref}
      alignSelf="center"
      variant="outline"
      colorPalette={colorPalette}
      loading={isFetchingNextPage}
      onClick={() => void fetchNextPage()}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
