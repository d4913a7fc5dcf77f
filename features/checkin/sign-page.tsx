/**
 * /sign?code= (spec §2 terminal): where a scanned booking QR lands. Shows the
 * booking of the code (`signInfo`: site, campus, time, owner, state, check-in window) and,
 * when its window is open and the caller may check it in (owner or staff), a big
 * "Check in" button (`signIn`). After a check-in it reads "Checked in" with the time; a
 * refusal (outside the window, not the owner, wrong state) is shown in the server's words.
 * Texts: the `checkin` namespace.
 */
import { Alert, Badge, Button, Card, DataList, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LuCircleCheck } from 'react-icons/lu';
import { signIn, signInfo, type SignInfo } from '../../platform/contracts/checkin.contract';
import { EmptyState, ErrorState, errorMessage } from '../../ui/components';
import { useCall, useMutationCall } from '../../ui/runtime';
import { formatDate, formatDateTime, formatTime, formatTimeRange } from '../../ui/terminal-shell/time-format';

/** Badge colour per state (as on /my). */
const STATUS_PALETTE: Record<SignInfo['status'], string> = {
  pendingAudit: 'orange',
  approved: 'blue',
  rejected: 'red',
  checkedIn: 'teal',
  completed: 'green',
  cancelled: 'gray',
  noShow: 'red',
};

/** The /sign page; reads the check-in code from `?code=`. */
export function SignPage() {
  const { t } = useTranslation('checkin');
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const info = useCall(signInfo, { code }, { enabled: code.length > 0, staleTime: 0, retry: false });

  return (
    <Stack gap="5" maxW="xl" mx="auto" w="full">
      <Heading as="h1" size="2xl">
        {t('sign.title')}
      </Heading>
      {!code ? (
        <EmptyState title={t('sign.missingCode')} />
      ) : info.isPending ? (
        <Skeleton h="80" borderRadius="xl" />
      ) : info.isError || !info.data ? (
        <ErrorState title={t('sign.missingCode')} error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <SignCard code={code} info={info.data} onChanged={() => void info.refetch()} />
      )}
    </Stack>
  );
}

/** Props of {@link SignCard}. */
export interface SignCardProps {
  code: string;
  info: SignInfo;
  /** Called after a check-in attempt (the booking is read again). */
  onChanged: () => void;
}

/** The booking of a code with its check-in button, result or refusal. */
export function SignCard({ code, info, onChanged }: SignCardProps) {
  const { t, i18n } = useTranslation(['checkin', 'common']);
  const checkIn = useMutationCall(signIn, { onSettled: onChanged });
  const zone = info.timeZone;
  const lang = i18n.language;
  const done = checkIn.data ?? (info.checkedInAt ? info : null);
  const windowText = `${formatTime(info.opensAt, zone, lang)}–${formatTime(info.closesAt, zone, lang)}`;
  const rows: [string, string][] = [
    [t('sign.site'), info.siteName],
    [t('sign.campus'), info.campusName],
    [t('sign.time'), `${formatDate(info.start, zone, lang)} · ${formatTimeRange(info.start, info.end, zone, lang)}`],
    [t('sign.owner'), info.userName],
    [t('sign.window'), windowText],
  ];
  const status = checkIn.data?.status ?? info.status;

  return (
    <Card.Root variant="elevated" borderRadius="xl" data-testid="sign-card">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="xl">
            {info.siteName}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[status]} size="lg" variant="subtle" data-testid="sign-status">
            {t(`common:status.${status}`)}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="md" gap="3">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      <Card.Footer>
        <Stack gap="3" w="full">
          {done?.checkedInAt ? (
            <Alert.Root status="success" data-testid="sign-result">
              <Alert.Indicator>
                <LuCircleCheck />
              </Alert.Indicator>
              <Alert.Content>
                <Alert.Title>{t('sign.checkedIn')}</Alert.Title>
                <Alert.Description>
                  {t('sign.checkedInAt', { time: formatDateTime(done.checkedInAt, zone, lang) })}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : checkIn.isError ? (
            <Alert.Root status="error" data-testid="sign-error">
              <Alert.Indicator />
              <Alert.Title>{errorMessage(checkIn.error)}</Alert.Title>
            </Alert.Root>
          ) : info.status === 'approved' && !info.mayCheckIn ? (
            <Text color="fg.muted" data-testid="sign-hint">
              {t('sign.notYours')}
            </Text>
          ) : info.status === 'approved' && !info.open ? (
            <Text color="fg.muted" data-testid="sign-hint">
              {t('sign.notOpen', {
                opens: formatDateTime(info.opensAt, zone, lang),
                closes: formatDateTime(info.closesAt, zone, lang),
              })}
            </Text>
          ) : null}
          {!done?.checkedInAt && info.status === 'approved' && info.mayCheckIn ? (
            <Button
              size="2xl"
              colorPalette="teal"
              w="full"
              loading={checkIn.isPending}
              data-testid="sign-check-in"
              onClick={() => checkIn.mutate({ code })}
            >
              {t('sign.checkIn')}
            </Button>
          ) : null}
          <Button asChild variant="ghost" size="sm" alignSelf="start">
            <RouterLink to="/my">{t('sign.toMyBookings')}</RouterLink>
          </Button>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
