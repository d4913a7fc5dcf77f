/**
 * /fitnessCenter/testRecords (spec §2 "Fitness centre", variants 2 and 4): my fitness test results
 * over time, per test type and field, each number with its change since the previous test
 * (docs/fitness-private.md "Fitness tests").
 */
import { Card, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { privateMyResults } from '../../platform/contracts/private-session.contract';
import { EmptyState, QueryList } from '../../ui/components';
import { useCall, useLang } from '../../ui/runtime';
import type { Lang } from '../../platform/i18n/languages';

/** A field's label in `lang` (falling back to CN). */
export const labelIn = (lang: Lang, f: { labelCn: string; labelEn: string; labelTc: string }) =>
  (lang === 'EN' ? f.labelEn : lang === 'TC' ? f.labelTc : f.labelCn) || f.labelCn;

/** A signed change, e.g. `+1.2`, `-0.8`. */
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** /fitnessCenter/testRecords. */
export function TestRecordsPage() {
  const { t } = useTranslation('clubPrivate');
  const { lang } = useLang();
  const results = useCall(privateMyResults, {});
  return (
    <Stack gap="4">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('records.title')}
      </Text>
      <QueryList
        query={results}
        rows={results.data ?? []}
        label={t('records.title')}
        errorTitle={t('loadFailed')}
        rowKey={(s) => s.testTypeId}
        renderRow={(s) => (
          <Card.Root size="sm" data-testid="test-series">
            <Card.Body>
              <Stack gap="2">
                <Text fontWeight="semibold">{s.testTypeName}</Text>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('records.date')}</Table.ColumnHeader>
                      {s.fields.map((f) => (
                        <Table.ColumnHeader key={f.key}>
                          {labelIn(lang, f)}
                          {f.unit ? ` (${f.unit})` : ''}
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {s.points.map((p) => (
                      <Table.Row key={p.sessionId} data-testid="test-point">
                        <Table.Cell>{p.at.slice(0, 10)}</Table.Cell>
                        {s.fields.map((f) => {
                          const change = p.change[f.key];
                          return (
                            <Table.Cell key={f.key}>
                              {String(p.values[f.key] ?? '')}
                              {f.kind === 'number' ? (
                                <Text as="span" color="fg.muted" textStyle="xs" ms="1">
                                  {change === null || change === undefined
                                    ? t('records.first')
                                    : t('records.change', { change: signed(change) })}
                                </Text>
                              ) : null}
                            </Table.Cell>
                          );
                        })}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        empty={<EmptyState title={t('records.empty')} />}
      />
    </Stack>
  );
}
