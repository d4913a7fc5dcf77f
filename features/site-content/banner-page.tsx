/**
 * /siteBanner, the terminal's banners (spec §2 "variant by setting"): the list filtered by
 * terminal variant ("all variants" too), position and status, with the picture's thumbnail,
 * title, variant, position, link, schedule, status and sort; add / edit in a dialog whose
 * picture comes from the media library (MaterialField → MaterialPicker), titles in CN, EN and
 * TC, link (an in-app path or an https URL — the server refuses anything else with a coded
 * message), schedule; enable / disable; delete.
 */
import { Badge, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BANNER_POSITIONS,
  BANNER_VARIANTS,
  BannerFields,
  bannerAdd,
  bannerChangeStatus,
  bannerDelete,
  bannerEdit,
  bannerPage,
  type BannerRow,
} from '../../platform/contracts/banner.contract';
import { ResourcePage, type CustomFieldInput, type ResourcePageConfig } from '../../ui/resource-page';
import { DateTimeInput } from './date-time-input';
import { MaterialField, type PickedMaterial } from './material-picker';
import { mediaSrc } from './upload';

const NS = 'siteContent';

/** The form's schema: the contract's fields with the picked material instead of its id. */
const BannerForm = BannerFields.omit({ materialId: true }).extend({
  material: z.object({ id: z.number().int().positive(), name: z.string(), url: z.string() }),
});

/** The variant of a row, or "all variants". */
function Variant({ school }: { school: number | null }) {
  const { t } = useTranslation(NS);
  return <>{school === null ? t('banner.allVariants') : t(`banner.variants.${school}`)}</>;
}

/** The schedule of a row as two local times, or "always". */
function Schedule({ row }: { row: BannerRow }) {
  const { t, i18n } = useTranslation(NS);
  if (!row.startAt && !row.endAt) return <>{t('banner.always')}</>;
  const at = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '…');
  return (
    <Text fontSize="sm">
      {at(row.startAt)} – {at(row.endAt)}
    </Text>
  );
}

/** Enabled / disabled. */
function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation(NS);
  return (
    <Badge colorPalette={status === 0 ? 'green' : 'gray'} variant="subtle">
      {t(status === 0 ? 'banner.enabled' : 'banner.disabled')}
    </Badge>
  );
}

const variantOptions = BANNER_VARIANTS.map((v) => ({ value: v, label: `banner.variants.${v}` }));
const positionOptions = BANNER_POSITIONS.map((p) => ({ value: p, label: `banner.positions.${p}` }));

/** The declaration of the banners page. */
export const bannerConfig: ResourcePageConfig<typeof bannerPage, BannerRow> = {
  id: 'banner',
  ns: NS,
  title: 'banner.title',
  description: 'banner.description',
  list: bannerPage,
  rowKey: (r) => r.id,
  filters: [
    {
      name: 'school',
      label: 'banner.school',
      kind: 'select',
      options: [
        { value: 'all', label: 'banner.allVariants' },
        ...variantOptions.map((o) => ({ ...o, value: String(o.value) })),
      ],
    },
    { name: 'position', label: 'banner.position', kind: 'select', options: positionOptions },
    {
      name: 'status',
      label: 'banner.status',
      kind: 'select',
      options: [
        { value: '0', label: 'banner.enabled' },
        { value: '1', label: 'banner.disabled' },
      ],
    },
  ],
  columns: [
    {
      key: 'imageUrl',
      label: 'banner.image',
      noExport: true,
      render: (r) => (
        <Image src={mediaSrc(r.imageUrl)} alt={r.title} h="10" w="24" objectFit="cover" borderRadius="sm" />
      ),
    },
    { key: 'title', label: 'banner.titleLabel' },
    { key: 'school', label: 'banner.school', nowrap: true, render: (r) => <Variant school={r.school} /> },
    { key: 'position', label: 'banner.position', nowrap: true, render: (r) => <PositionText position={r.position} /> },
    { key: 'link', label: 'banner.link' },
    { key: 'schedule', label: 'banner.schedule', render: (r) => <Schedule row={r} /> },
    { key: 'status', label: 'banner.status', nowrap: true, render: (r) => <StatusBadge status={r.status} /> },
    { key: 'sort', label: 'banner.sort', align: 'end' },
  ],
  form: {
    fields: [
      {
        name: 'material',
        label: 'banner.image',
        kind: 'custom',
        span: 2,
        render: ({ value, onChange, readOnly }) => (
          <MaterialField value={(value as PickedMaterial | null) ?? null} onChange={onChange} readOnly={readOnly} />
        ),
      },
      { name: 'titleCn', label: 'banner.titleCn', kind: 'text', span: 2 },
      { name: 'titleEn', label: 'banner.titleEn', kind: 'text' },
      { name: 'titleTc', label: 'banner.titleTc', kind: 'text' },
      {
        name: 'school',
        label: 'banner.school',
        kind: 'select',
        options: variantOptions,
        placeholder: 'banner.allVariants',
      },
      { name: 'position', label: 'banner.position', kind: 'select', options: positionOptions },
      { name: 'link', label: 'banner.link', kind: 'text', span: 2, help: 'banner.linkHelp' },
      ...(['startAt', 'endAt'] as const).map((name) => ({
        name,
        label: `banner.${name}`,
        kind: 'custom' as const,
        render: ({ value, onChange, invalid, readOnly }: CustomFieldInput) => (
          <DateTimeInput
            name={name}
            value={(value as string | null) ?? null}
            onChange={onChange}
            invalid={invalid}
            readOnly={readOnly}
          />
        ),
      })),
      { name: 'sort', label: 'banner.sort', kind: 'number' },
      {
        name: 'status',
        label: 'banner.status',
        kind: 'select',
        options: [
          { value: 0, label: 'banner.enabled' },
          { value: 1, label: 'banner.disabled' },
        ],
      },
    ],
    schema: BannerForm,
    create: { call: bannerAdd, permission: bannerAdd.access },
    update: { call: bannerEdit, permission: bannerEdit.access },
    defaults: {
      material: null,
      titleCn: '',
      titleEn: '',
      titleTc: '',
      school: null,
      position: 'homeTop',
      link: '',
      startAt: null,
      endAt: null,
      sort: 0,
      status: 0,
    },
    toValues: (r) => ({
      material: { id: r.materialId, name: r.materialName, url: r.imageUrl },
      titleCn: r.titleCn,
      titleEn: r.titleEn,
      titleTc: r.titleTc,
      school: r.school,
      position: r.position,
      link: r.link ?? '',
      startAt: r.startAt,
      endAt: r.endAt,
      sort: r.sort,
      status: r.status,
    }),
    toInput: (values, row) => {
      const { material, ...rest } = values as { material: PickedMaterial } & Record<string, unknown>;
      return { ...rest, materialId: material.id, ...(row ? { id: row.id } : {}) };
    },
    createTitle: 'banner.addTitle',
    editTitle: 'banner.editTitle',
  },
  remove: { call: bannerDelete, permission: bannerDelete.access, input: (rows) => ({ ids: rows.map((r) => r.id) }) },
  rowActions: [
    {
      key: 'enable',
      label: 'banner.enable',
      permission: bannerChangeStatus.access,
      visible: (r) => r.status !== 0,
      run: { call: bannerChangeStatus, input: (r) => ({ id: r.id, status: 0 }) },
    },
    {
      key: 'disable',
      label: 'banner.disable',
      permission: bannerChangeStatus.access,
      visible: (r) => r.status === 0,
      run: { call: bannerChangeStatus, input: (r) => ({ id: r.id, status: 1 }) },
    },
  ],
};

/** A position's name. */
function PositionText({ position }: { position: BannerRow['position'] }) {
  const { t } = useTranslation(NS);
  return <>{t(`banner.positions.${position}`)}</>;
}

/** The /siteBanner page. */
export default function BannerPage() {
  return <ResourcePage config={bannerConfig} />;
}
