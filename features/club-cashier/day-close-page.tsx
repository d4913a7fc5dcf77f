/**
 * /dayClose — the desk's daily close (docs/fitness-cashier.md "The daily close"): choose a business day
 * (default today, campus time), read its figures per payment method and the cash expected, enter the cash
 * counted and close it (the difference recorded; no ledger row is dated in the day afterwards); below, the
 * closes with their figures.
 */
import { useState } from 'react';
import { Badge, Box, Button, Card, Field, HStack, Heading, Input, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  fitnessDayCloseClose,
  fitnessDayClosePage,
  fitnessDayClosePreview,
} from '../../platform/contracts/club-cashier.contract';
import { ErrorState, PageHeader, errorMessage } from '../../ui/components';
import { callKey, notify, useCall, useMutationCall, useSession } from '../../ui/runtime';
import { campusToday } from '../../ui/statistics-frame';
import { centsOf, shortTime, yuan } from './shared';

/** The page component (default export: loaded lazily by the route table). */
export default function DayClosePage() {
  const { t } = useTranslation('clubCashier');
  const { hasPermi } = useSession();
  const queryClient = useQueryClient();
  const [day, setDay] = useState(campusToday());
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const preview = useCall(fitnessDayClosePreview, { day });
  const closes = useCall(fitnessDayClosePage, { pageNo: 1, pageSize: 30 });
  const close = useMutationCall(fitnessDayCloseClose, {
    onSuccess: () => {
      notify(t('close.done'), 'success');
      void queryClient.invalidateQueries({ queryKey: callKey(fitnessDayClosePreview) });
      void queryClient.invalidateQueries({ queryKey: callKey(fitnessDayClosePage) });
    },
    onError: (err) => notify(errorMessage(err) ?? ''),
  });
  const countedCents = counted.trim() === '0' ? 0 : centsOf(counted);
  const p = preview.data;

  return (
    <Box>
      <PageHeader title={t('title.dayClose')} />
      <Card.Root size="sm" variant="outline" mb="6" data-testid="day-close-preview">
        <Card.Body>
          <HStack align="flex-end" gap="3" mb="4" maxW="xl">
            <Field.Root>
              <Field.Label>{t('close.day')}</Field.Label>
              <Input size="sm" type="date" name="day" value={day} onChange={(e) => setDay(e.currentTarget.value)} />
            </Field.Root>
            {p?.closed ? <Badge colorPalette="gray">{t('close.closed')}</Badge> : null}
          </HStack>
          {preview.isError ? <ErrorState error={preview.error} onRetry={() => void preview.refetch()} /> : null}
          <Heading size="sm" mb="2">
            {t('close.preview')}
          </Heading>
          <Table.Root size="sm" mb="3">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('col.method')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('close.sales')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('close.refunds')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('close.net')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('col.count')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(p?.methods ?? []).map((m) => (
                <Table.Row key={m.methodId} data-testid="day-close-method">
                  <Table.Cell>{m.methodName}</Table.Cell>
                  <Table.Cell textAlign="end">{yuan(m.salesCents)}</Table.Cell>
                  <Table.Cell textAlign="end">{yuan(m.refundsCents)}</Table.Cell>
                  <Table.Cell textAlign="end">{yuan(m.netCents)}</Table.Cell>
                  <Table.Cell textAlign="end">{m.count}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Text mb="3" data-testid="day-close-expected">
            {t('close.expectedCash')}: {p ? yuan(p.expectedCashCents) : ''}
          </Text>
          <HStack align="flex-end" gap="3" maxW="2xl">
            <Field.Root>
              <Field.Label>{t('close.countedCash')}</Field.Label>
              <Input size="sm" name="counted" value={counted} onChange={(e) => setCounted(e.currentTarget.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('close.note')}</Field.Label>
              <Input size="sm" name="note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            </Field.Root>
            <Button
              size="sm"
              disabled={!p || p.closed || countedCents === null || !hasPermi('fitness:dayClose:close')}
              loading={close.isPending}
              onClick={() => close.mutate({ day, countedCashCents: countedCents ?? 0, note })}
              data-testid="day-close-submit"
            >
              {t('close.submit')}
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      <Heading size="sm" mb="2">
        {t('close.list')}
      </Heading>
      <Table.Root size="sm" data-testid="day-close-list">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('close.day')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('close.sales')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('close.refunds')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('close.expectedCash')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('close.countedCash')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('close.difference')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('close.methods')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('close.staff')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('close.at')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('close.note')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(closes.data?.rows ?? []).map((c) => (
            <Table.Row key={c.id} data-testid="day-close-row">
              <Table.Cell>{c.day}</Table.Cell>
              <Table.Cell textAlign="end">{yuan(c.salesCents)}</Table.Cell>
              <Table.Cell textAlign="end">{yuan(c.refundsCents)}</Table.Cell>
              <Table.Cell textAlign="end">{yuan(c.expectedCashCents)}</Table.Cell>
              <Table.Cell textAlign="end">{yuan(c.countedCashCents)}</Table.Cell>
              <Table.Cell textAlign="end" color={c.differenceCents === 0 ? undefined : 'fg.error'}>
                {yuan(c.differenceCents)}
              </Table.Cell>
              <Table.Cell>{c.methods.map((m) => `${m.methodName} ${yuan(m.netCents)}`).join(' · ')}</Table.Cell>
              <Table.Cell>{c.staffName}</Table.Cell>
              <Table.Cell>{shortTime(c.at)}</Table.Cell>
              <Table.Cell>{c.note}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
