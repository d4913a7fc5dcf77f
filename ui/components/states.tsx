/**
 * EmptyState and ErrorState: what a list or page shows when there is nothing to show,
 * or when loading failed. Texts default to `common:empty` / `admin:loadFailed`.
 */
import type { ReactNode } from 'react';
import { Button, EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCircleAlert, LuInbox } from 'react-icons/lu';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Main line (default `common:empty`, "No data"). */
  title?: ReactNode;
  /** A hint under the title. */
  description?: ReactNode;
  /** An icon element (default an inbox). */
  icon?: ReactNode;
  /** Buttons under the text. */
  children?: ReactNode;
}

/** "Nothing here" with an icon, a title and an optional hint. */
export function EmptyState({ title, description, icon, children }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <ChakraEmptyState.Root size="md" data-testid="empty-state">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon ?? <LuInbox />}</ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title ?? t('empty')}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {children}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** Main line (default `admin:loadFailed`). */
  title?: ReactNode;
  /** The error; its message (if any) is shown under the title. */
  error?: unknown;
  /** When given, a Retry button (`common:retry`) calls it. */
  onRetry?: () => void;
}

/** The message of an unknown thrown value, or undefined. */
export function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && 'msg' in error && typeof (error as { msg: unknown }).msg === 'string') {
    return (error as { msg: string }).msg;
  }
  return undefined;
}

/** "Loading failed" with the error's message and an optional Retry button. */
export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <ChakraEmptyState.Root size="md" data-testid="error-state" role="alert">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator color="red.500">
          <LuCircleAlert />
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title ?? t('admin:loadFailed')}</ChakraEmptyState.Title>
          {errorMessage(error) ? (
            <ChakraEmptyState.Description>{errorMessage(error)}</ChakraEmptyState.Description>
          ) : null}
        </VStack>
        {onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        ) : null}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
