/**
 * Demo content: a "Banners" group of the media library with three generated pictures (PNG
 * gradients written here, no network) and two enabled banners at the top of the terminal's
 * home for every variant — one to /appointment, one to /quick — titled in CN, EN and TC.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Db } from './client';
import { material, materialGroup, media, siteBanner } from './schema/index';

/** One PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG (8-bit RGB) of `width` × `height` pixels shading diagonally from colour `from` to `to`
 * (`[r, g, b]`, 0–255).
 */
export function gradientPng(width: number, height: number, from: number[], to: number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const f = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++) rows[row + 1 + x * 3 + c] = Math.round(from[c] + (to[c] - from[c]) * f);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The demo pictures: name and gradient. */
const PICTURES = [
  { name: 'banner-teal.png', from: [13, 148, 136], to: [8, 145, 178] },
  { name: 'banner-amber.png', from: [245, 158, 11], to: [234, 88, 12] },
  { name: 'banner-indigo.png', from: [79, 70, 229], to: [147, 51, 234] },
];

/** The demo banners: picture index, titles, link. */
const BANNERS = [
  {
    picture: 0,
    titleCn: '在线预约场地',
    titleEn: 'Book a venue online',
    titleTc: '線上預約場地',
    link: '/appointment',
  },
  { picture: 1, titleCn: '快速预约', titleEn: 'Quick booking', titleTc: '快速預約', link: '/quick' },
];

/** Seeds the "Banners" group, its pictures and the two home banners. */
export async function seedContent(tx: Db): Promise<void> {
  const [group] = await tx.insert(materialGroup).values({ name: 'Banners' }).returning({ id: materialGroup.id });
  const materialIds: number[] = [];
  for (const p of PICTURES) {
    const bytes = gradientPng(960, 320, p.from, p.to);
    const [stored] = await tx
      .insert(media)
      .values({ name: p.name, contentType: 'image/png', size: bytes.length, content: bytes })
      .returning({ id: media.id });
    const [row] = await tx
      .insert(material)
      .values({ groupId: group.id, name: p.name, kind: 'image', mediaId: stored.id })
      .returning({ id: material.id });
    materialIds.push(row.id);
  }
  await tx
    .insert(siteBanner)
    .values(
      BANNERS.map(({ picture, ...b }, sort) => ({ ...b, position: 'homeTop', materialId: materialIds[picture], sort })),
    );
}
