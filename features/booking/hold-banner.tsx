/**
 * The hold while the booking form is filled (spec §7 lockSite): until when the
 * slots are kept for the booker, with a minute:second countdown on the browser's clock
 * (the deadline the wizard's timer uses, booking-flow.tsx). Screen readers hear the time
 * once, not every second.
 */
import { useEffect, useState } from 'react';
import { Alert, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Hold } from '../../platform/contracts/reserve.contract';
import { formatTime } from '../../ui/terminal-shell/time-format';
import { useHoldDeadline } from './booking-flow';

/** `m:ss` of a duration in ms (never negative). */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Props of {@link HoldBanner}: the hold and the site's time zone. */
export interface HoldBannerProps {
  hold: Hold;
  timeZone: string;
}

/** The banner above the form. */
export function HoldBanner({ hold, timeZone }: HoldBannerProps) {
  const { t } = useTranslation('booking');
  const deadline = useHoldDeadline(hold.id) ?? Date.parse(hold.expiresAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const until = formatTime(hold.expiresAt, timeZone);
  return (
    <Alert.Root status="info" borderRadius="xl" data-testid="hold-banner">
      <Alert.Indicator />
      <Alert.Title>
        <Text as="span" aria-hidden>
          {t('hold.banner', { time: until, left: countdownText(deadline - now) })}
        </Text>
        <Text as="span" srOnly>
          {t('hold.until', { time: until })}
        </Text>
      </Alert.Title>
    </Alert.Root>
  );
}
