/**
 * The notices and disclaimers of the chosen site's scene (spec §2 /reserveNotice,
 * /disclaimers), read before booking: each title and text in the user's language, and one
 * check box to accept them all. The list (ids and versions) goes to the wizard
 * (`notices.load`), which submits only once they are accepted and names them in the
 * booking; nothing is shown when the scene has none.
 */
import { useEffect } from 'react';
import { Box, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { useCall } from '../../ui/runtime';
import { useBookingActor, useBookingView } from './booking-flow';

/** Props of {@link BookingNotices}. */
export interface BookingNoticesProps {
  siteId: number;
  disabled?: boolean;
}

/** The notices section of the booking form. */
export function BookingNotices({ siteId, disabled = false }: BookingNoticesProps) {
  const { t } = useTranslation('booking');
  const view = useBookingView();
  // The actor, not the view: the view's handlers are new on every snapshot, and this effect sends one.
  const actor = useBookingActor();
  const notices = useCall(reserveNotices, { siteId }, { staleTime: 0 });
  useEffect(() => {
    if (notices.data)
      actor.send({ type: 'notices.load', notices: notices.data.map((n) => ({ id: n.id, version: n.version })) });
  }, [notices.data, actor]);
  if (!notices.data || notices.data.length === 0) return null;
  return (
    <Stack
      as="section"
      aria-labelledby="booking-notices"
      gap="3"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      bg="bg"
    >
      <Heading as="h2" id="booking-notices" size="md">
        {t('notices.heading')}
      </Heading>
      <Stack gap="3" maxH="60" overflowY="auto" tabIndex={0} data-testid="booking-notices">
        {notices.data.map((n) => (
          <Box key={n.id}>
            <Text fontWeight="semibold">{n.title}</Text>
            <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
              {n.content}
            </Text>
          </Box>
        ))}
      </Stack>
      <Checkbox.Root
        checked={view.agreed}
        disabled={disabled}
        onCheckedChange={(e) => view.agree(e.checked === true)}
        colorPalette="teal"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('notices.agree')}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
