/**
 * /fitnessCenterCoach/testLog (the coach centre, role coach): the tests I gave, the latest first, with
 * their results; a started test gets its results recorded field by field (numbers or texts as its type
 * says; the server validates against the type's fields). Acts on the caller's own coach record only.
 */
import { Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  coachCentreRecord,
  coachCentreTests,
  fitnessTestTypeList,
  type TestRow,
  type TestTypeRow,
} from '../../platform/contracts/private-session.contract';
import { EmptyState, QueryList } from '../../ui/components';
import { notify, useCall, useLang, useMutationCall } from '../../ui/runtime';
import { StateBadge, wireDateTime } from './shared';
import { labelIn } from './test-records-page';

/** The result form of test `row` of type `type`. */
function RecordForm({ row, type, onDone }: { row: TestRow; type: TestTypeRow; onDone: () => void }) {
  const { t } = useTranslation('clubPrivate');
  const { lang } = useLang();
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(
      type.fields.map((f) => [f.key, row.values?.[f.key] === undefined ? '' : String(row.values[f.key])]),
    ),
  );
  const record = useMutationCall(coachCentreRecord, {
    onSuccess: () => {
      notify(t('coach.recorded'), 'success');
      onDone();
    },
    onError: (e) => notify(e.message),
  });
  return (
    <Stack gap="2" data-testid="record-form">
      <HStack wrap="wrap" align="end">
        {type.fields.map((f) => (
          <Field.Root key={f.key} width="auto">
            <Field.Label>
              {labelIn(lang, f)}
              {f.unit ? ` (${f.unit})` : ''}
            </Field.Label>
            <Input
              size="sm"
              type={f.kind === 'number' ? 'number' : 'text'}
              value={values[f.key] ?? ''}
              onChange={(e) => setValues({ ...values, [f.key]: e.currentTarget.value })}
            />
          </Field.Root>
        ))}
        <Button
          size="sm"
          onClick={() =>
            record.mutate({
              id: row.id,
              values: Object.fromEntries(
                type.fields.map((f) => [f.key, f.kind === 'number' ? Number(values[f.key]) : values[f.key]]),
              ),
            })
          }
        >
          {t('coach.record')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** /fitnessCenterCoach/testLog. */
export function CoachTestLogPage() {
  const { t } = useTranslation('clubPrivate');
  const tests = useCall(coachCentreTests, { pageNo: 1, pageSize: 50 });
  const types = useCall(fitnessTestTypeList, {});
  const now = new Date().toISOString();
  return (
    <Stack gap="4">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('coach.testLogTitle')}
      </Text>
      <QueryList
        query={tests}
        rows={tests.data?.rows ?? []}
        label={t('coach.testLogTitle')}
        errorTitle={t('loadFailed')}
        rowKey={(r) => r.id}
        renderRow={(r) => {
          const type = types.data?.find((x) => x.id === r.testTypeId);
          const started = new Date(r.startAt).toISOString() <= now;
          return (
            <Card.Root size="sm" data-testid="coach-test">
              <Card.Body>
                <Stack gap="2">
                  <HStack justify="space-between" wrap="wrap">
                    <Text fontWeight="semibold">
                      {wireDateTime(r.startAt)} · {r.memberName} · {r.testTypeName}
                    </Text>
                    <StateBadge state={r.state} />
                  </HStack>
                  {r.values ? (
                    <Text textStyle="sm" data-testid="test-values">
                      {Object.entries(r.values)
                        .map(([k, v]) => `${k}: ${v}`)
                        .join(' · ')}
                    </Text>
                  ) : null}
                  {type && started && (r.state === 'booked' || r.state === 'attended') ? (
                    <RecordForm row={r} type={type} onDone={() => void tests.refetch()} />
                  ) : null}
                </Stack>
              </Card.Body>
            </Card.Root>
          );
        }}
        empty={<EmptyState title={t('coach.noTests')} />}
      />
    </Stack>
  );
}
