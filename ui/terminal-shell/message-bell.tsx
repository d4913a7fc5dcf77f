/**
 * The terminal header's bell: a link to /messages with the unread count
 * (`messageUnreadCount`) as a badge, read again every 60 s, when the window regains focus,
 * and after any change the user makes (the runtime invalidates every read after a
 * mutation, so marking messages read clears it at once).
 */
import { Box, Button, Float } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LuBell } from 'react-icons/lu';
import { messageUnreadCount } from '../../platform/contracts/message.contract';
import { useCall } from '../runtime';

/** How often the unread count is read again, in ms. */
export const UNREAD_REFRESH_MS = 60_000;

/** Props of {@link MessageBell}. */
export interface MessageBellProps {
  /** The messages page (default `/messages`). */
  to?: string;
}

/** The bell with the unread count; the count shows as `99+` above 99 and not at all at 0. */
export function MessageBell({ to = '/messages' }: MessageBellProps) {
  const { t } = useTranslation('messages');
  const unread = useCall(messageUnreadCount, undefined, {
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const count = unread.data?.count ?? 0;
  const label = count > 0 ? t('bellUnread', { count }) : t('bell');
  return (
    <Button
      asChild
      size="sm"
      variant="ghost"
      color="white"
      _hover={{ bg: 'whiteAlpha.200' }}
      px="2"
      position="relative"
    >
      <RouterLink to={to} aria-label={label} title={label} data-testid="message-bell">
        <LuBell />
        {count > 0 ? (
          <Float placement="top-end" offset="1.5">
            <Box
              as="span"
              aria-hidden="true"
              data-testid="unread-count"
              display="flex"
              alignItems="center"
              justifyContent="center"
              minW="4.5"
              h="4.5"
              px="1"
              borderRadius="full"
              bg="red.600"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
            >
              {count > 99 ? '99+' : count}
            </Box>
          </Float>
        ) : null}
      </RouterLink>
    </Button>
  );
}
