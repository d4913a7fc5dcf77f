/**
 * The media library (spec §2 /MaterialGroup): groups of materials (images and files) that
 * other content pages pick from (banners now; news and help later).
 *
 * Access codes (server/db/seed-menus.ts, folder "Content"): `ms:material:<page|add|edit|delete>`
 * for groups and materials alike.
 *
 * Rules (server/modules/content/):
 * - An upload is sent base64 in JSON. Images: JPEG, PNG or WebP up to
 *   {@link MATERIAL_IMAGE_MAX_BYTES}; files: PDF, DOCX, XLSX or PPTX up to
 *   {@link MATERIAL_FILE_MAX_BYTES}. The bytes must be of the named type (their signature);
 *   anything else is MATERIAL_FILE_INVALID (context type | size | content | empty), nothing stored.
 * - The bytes are one `media` row, served by `GET /gateway/media/<mediaId>` (`url`); files
 *   are served as attachments.
 * - A material a banner shows is not deleted (MATERIAL_IN_USE naming the banner); a group
 *   holding materials is not deleted (MATERIAL_GROUP_NOT_EMPTY).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDateTime, NullOutput } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';

/** Largest image material, bytes (2 MiB). */
export const MATERIAL_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Largest file material, bytes (5 MiB). */
export const MATERIAL_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Types of an image material. */
export const MATERIAL_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Types of a file material: PDF and the Office formats (zip containers). */
export const MATERIAL_FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
/** Every accepted type, for an `<input accept>`. */
export const MATERIAL_ACCEPT = [...MATERIAL_IMAGE_TYPES, ...MATERIAL_FILE_TYPES].join(',');
/** Body limit of the upload call: the base64 of the largest file and the other fields, with room. */
export const MATERIAL_UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

/** image | file. */
export const MaterialKind = z.enum(['image', 'file']);
export type MaterialKind = z.infer<typeof MaterialKind>;

const Name = z.string().trim().min(1).max(100);

/** A group of the library with its number of materials. */
export const MaterialGroupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  count: z.number().int(),
});
export type MaterialGroupRow = z.infer<typeof MaterialGroupRow>;

/** A material as the library lists it (without its bytes). */
export const MaterialRow = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  name: z.string(),
  kind: MaterialKind,
  /** Bytes. */
  size: z.number().int(),
  mime: z.string(),
  /** Path of the bytes under the proxy base: `/media/<mediaId>` (GET, unsigned). */
  url: z.string(),
  /** Display name of the uploader; null when the account is gone. */
  uploadedBy: z.string().nullable(),
  uploadedAt: IsoDateTime,
});
export type MaterialRow = z.infer<typeof MaterialRow>;

export const materialGroupList = defineCall({
  method: 'GET',
  path: '/ms/materialGroup/list',
  access: 'ms:material:page',
  summary: 'Every group of the media library with its number of materials, by sort and id.',
  input: z.object({}),
  output: z.array(MaterialGroupRow),
  errors: [],
});

const GroupFields = z.object({ name: Name, sort: z.coerce.number().int().min(0).max(99999).default(0) });

export const materialGroupAdd = defineCall({
  method: 'POST',
  path: '/ms/materialGroup/add',
  access: 'ms:material:add',
  summary: 'Create a group of the media library.',
  input: GroupFields,
  output: MaterialGroupRow,
  errors: [],
});

export const materialGroupEdit = defineCall({
  method: 'POST',
  path: '/ms/materialGroup/edit',
  access: 'ms:material:edit',
  summary: 'Rename a group or change its sort (NOT_FOUND).',
  input: GroupFields.extend({ id: Id }),
  output: MaterialGroupRow,
  errors: [Code.NOT_FOUND],
});

export const materialGroupDelete = defineCall({
  method: 'POST',
  path: '/ms/materialGroup/delete',
  access: 'ms:material:delete',
  summary: 'Delete an empty group (MATERIAL_GROUP_NOT_EMPTY when it holds materials; NOT_FOUND).',
  input: z.object({ id: Id }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.MATERIAL_GROUP_NOT_EMPTY],
});

export const materialPage = defineCall({
  method: 'GET',
  path: '/ms/material/page',
  access: 'ms:material:page',
  summary: 'The materials of a group (or of every group), by name keyword and kind; newest first.',
  input: PageQuery.extend({
    groupId: Id.optional(),
    kind: MaterialKind.optional(),
    keyword: z.string().trim().max(64).optional(),
  }),
  output: pageOf(MaterialRow),
  errors: [],
});

export const materialUpload = defineCall({
  method: 'POST',
  path: '/ms/material/upload',
  access: 'ms:material:add',
  summary:
    'Upload an image (JPEG, PNG, WebP up to 2 MiB) or a file (PDF, DOCX, XLSX, PPTX up to 5 MiB), base64, into a ' +
    'group (MATERIAL_FILE_INVALID: type, size, content, empty; NOT_FOUND for an unknown group).',
  input: z.object({
    groupId: Id,
    name: Name,
    contentType: z.string().trim().max(200),
    /** The file's bytes, base64. */
    data: z.base64().max(Math.ceil((MATERIAL_FILE_MAX_BYTES * 1.2) / 3) * 4),
  }),
  output: MaterialRow,
  bodyLimit: MATERIAL_UPLOAD_BODY_LIMIT,
  errors: [Code.NOT_FOUND, Code.MATERIAL_FILE_INVALID],
});

export const materialRename = defineCall({
  method: 'POST',
  path: '/ms/material/rename',
  access: 'ms:material:edit',
  summary: 'Rename a material (NOT_FOUND).',
  input: z.object({ id: Id, name: Name }),
  output: MaterialRow,
  errors: [Code.NOT_FOUND],
});

export const materialMove = defineCall({
  method: 'POST',
  path: '/ms/material/move',
  access: 'ms:material:edit',
  summary: 'Move materials into another group (all or nothing; NOT_FOUND for an unknown material or group).',
  input: z.object({ ids: z.array(Id).min(1).max(100), groupId: Id }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

export const materialDelete = defineCall({
  method: 'POST',
  path: '/ms/material/delete',
  access: 'ms:material:delete',
  summary: 'Delete materials and their bytes (all or nothing; MATERIAL_IN_USE naming a banner that shows one).',
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.MATERIAL_IN_USE],
});
