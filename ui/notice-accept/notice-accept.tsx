/**
 * The notices and disclaimers of a site (spec §7 /api/reserve/notices) with one
 * check box to accept them all, for quick booking, period booking and "Book again": the
 * list (ids and versions) goes to `onLoad` as soon as it is read, so the page can send it
 * as the booking's `agreements`; nothing is shown when there are none.
 */
import { useEffect, useRef } from 'react';
import { Box, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import type { Agreement } from '../../platform/contracts/reserve.contract';
import { useCall } from '../runtime';

/** Props of {@link NoticeAccept}. */
export interface NoticeAcceptProps {
  siteId: number;
  agreed: boolean;
  onAgree(agreed: boolean): void;
  /** Receives the notices (ids and versions) each time they are read. */
  onLoad(notices: Agreement[]): void;
  disabled?: boolean;
}

/** The notices section of a booking form. */
export function NoticeAccept({ siteId, agreed, onAgree, onLoad, disabled = false }: NoticeAcceptProps) {
  const { t } = useTranslation('quick');
  const notices = useCall(reserveNotices, { siteId }, { staleTime: 0 });
  // Called for new data only: pages pass inline callbacks.
  const loaded = useRef(onLoad);
  loaded.current = onLoad;
  useEffect(() => {
    if (notices.data) loaded.current(notices.data.map((n) => ({ id: n.id, version: n.version })));
  }, [notices.data]);
  if (!notices.data || notices.data.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="notice-accept" gap="3" borderWidth="1px" borderRadius="xl" p="4" bg="bg">
      <Heading as="h2" id="notice-accept" size="md">
        {t('noticesHeading')}
      </Heading>
      <Stack gap="3" maxH="48" overflowY="auto" tabIndex={0}>
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
        checked={agreed}
        disabled={disabled}
        onCheckedChange={(e) => onAgree(e.checked === true)}
        colorPalette="teal"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('agree')}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
