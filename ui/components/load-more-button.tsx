/**
 * The "load more" button under a list read page by page (an infinite query): shown only while the
 * list has a next page, busy while that page is being read. The label is the caller's own text.
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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

/** Reads the next page of `pages` on click; renders nothing once the last page has been read. */
export function LoadMoreButton({ pages, children, colorPalette, 'data-testid': testId }: LoadMoreButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      alignSelf="center"
      variant="outline"
      colorPalette={colorPalette}
      loading={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
