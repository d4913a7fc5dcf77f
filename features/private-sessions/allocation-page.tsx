/**
 * /allocation (spec §2 fitness set, back office): every coach's availability — weekly hours per ISO
 * week day (one line per day, `1: 09:00-12:00,14:00-20:00`), buffer, cancel window, lengths with prices
 * (`60=300` minutes = yuan) — with the coming blocked periods; staff edit any coach
 * (docs/fitness-private.md "Coaches' availability").
 */
import { z } from 'zod';
import {
  fitnessAllocationEdit,
  fitnessAllocationPage,
  type Availability,
} from '../../platform/contracts/private-session.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { formatRanges, parseRanges, wireDateTime } from './shared';

const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** Weekly hours as lines `d: ranges`. */
const hoursText = (a: Availability) =>
  DAYS.filter((d) => a.hours[d]?.length)
    .map((d) => `${d}: ${formatRanges(a.hours[d])}`)
    .join('\n');

/** The call's input from the form's texts (a malformed line is sent as an empty range: the server refuses it). */
function toInput(values: Record<string, unknown>, row: Availability | null) {
  const hours: Record<string, [number, number][]> = {};
  for (const line of String(values.hours ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [d, ranges] = line.split(':', 1).concat(line.slice(line.indexOf(':') + 1));
    hours[d.trim()] = parseRanges(ranges) ?? [[0, 0]];
  }
  const lengths = String(values.lengths ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => {
      const [m, y] = x.split('=').map(Number);
      return { minutes: m, priceCents: Math.round(y * 100) };
    });
  return {
    coachId: row?.coachId,
    hours,
    bufferMinutes: Number(values.bufferMinutes),
    cancelHours: Number(values.cancelHours),
    lengths,
  };
}

/** The declaration of /allocation. */
export const allocationConfig: ResourcePageConfig<typeof fitnessAllocationPage, Availability> = {
  id: 'allocation',
  ns: 'clubPrivate',
  title: 'admin.allocationTitle',
  description: 'admin.allocationDescription',
  list: fitnessAllocationPage,
  rowKey: (r) => r.coachId,
  filters: [{ name: 'keyword', label: 'admin.coach', kind: 'text' }],
  columns: [
    { key: 'coachName', label: 'admin.coach' },
    { key: 'hours', label: 'admin.hours', render: (r) => hoursText(r) || '—' },
    { key: 'bufferMinutes', label: 'admin.buffer', align: 'end' },
    { key: 'cancelHours', label: 'admin.cancelHours', align: 'end' },
    {
      key: 'lengths',
      label: 'admin.lengths',
      render: (r) => r.lengths.map((l) => `${l.minutes}′ ${l.priceCents / 100}`).join(', '),
    },
    {
      key: 'blocks',
      label: 'admin.blocks',
      render: (r) => r.blocks.map((b) => `${wireDateTime(b.fromAt)} → ${wireDateTime(b.toAt)}`).join('; ') || '—',
    },
  ],
  form: {
    fields: [
      { name: 'hours', label: 'admin.hours', kind: 'textarea', span: 2 },
      { name: 'bufferMinutes', label: 'admin.buffer', kind: 'number' },
      { name: 'cancelHours', label: 'admin.cancelHours', kind: 'number' },
      { name: 'lengths', label: 'admin.lengths', kind: 'text', span: 2 },
    ],
    schema: z.object({
      hours: z.string(),
      bufferMinutes: z.coerce.number().int().min(0).max(240),
      cancelHours: z.coerce.number().int().min(0).max(720),
      lengths: z.string(),
    }),
    update: { call: fitnessAllocationEdit, permission: fitnessAllocationEdit.access },
    defaults: { hours: '', bufferMinutes: 10, cancelHours: 24, lengths: '' },
    toValues: (r) => ({
      hours: hoursText(r),
      bufferMinutes: r.bufferMinutes,
      cancelHours: r.cancelHours,
      lengths: r.lengths.map((l) => `${l.minutes}=${l.priceCents / 100}`).join(','),
    }),
    toInput: (values, row) => toInput(values, row),
    editTitle: 'admin.editTitle',
  },
};

/** /allocation. */
export default function AllocationPage() {
  return <ResourcePage config={allocationConfig} />;
}
