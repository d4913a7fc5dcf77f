/**
 * Whom a workflow may ask, and the files a form carries (spec §3 "workflow candidate";
 * §7 /workflow/candidate/dept, getUserByDept/{id}, getUserByNodeCandidateType): the
 * organisation tree with its leaders, the users of one organisation, the people a node of
 * a definition resolves to, and the upload of a form's attachment.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDateTime } from './common';
import { CandidateType, ExamineMode } from '../workflow/workflow-definition';

const Keyword = z.string().trim().max(64).optional();

// --- candidates (/workflow/candidate/*) -------------------------------------------

/** An organisation in the candidate picker's tree. */
export interface CandidateDept {
  id: number;
  name: string;
  /** The organisation's leader (user id), if it has one. */
  leaderId: number | null;
  children: CandidateDept[];
}
export const CandidateDept: z.ZodType<CandidateDept> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    leaderId: z.number().int().nullable(),
    children: z.array(CandidateDept),
  }),
);

/** A person a node may ask. */
export const CandidateUser = z.object({
  id: z.number().int(),
  name: z.string(),
  account: z.string(),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
});
export type CandidateUser = z.infer<typeof CandidateUser>;

/**
 * One node of the path a submission would take, with whom it would ask: `chooses` the
 * initiator must pick the people (CUSTOM; `users` then empty, pick with
 * candidate/getUserByNodeCandidateType), `multiple` more than one may be picked.
 */
export const PreviewStep = z.object({
  nodeId: z.string(),
  kind: z.enum(['approver', 'copy']),
  name: z.string(),
  examineMode: ExamineMode.nullable(),
  candidateType: CandidateType,
  chooses: z.boolean(),
  multiple: z.boolean(),
  users: z.array(CandidateUser),
  /** Nobody found: the node passes on (PASS) or goes to its administrator (ADMIN, then `users` holds them). */
  noCandidate: z.enum(['PASS', 'ADMIN']),
});
export type PreviewStep = z.infer<typeof PreviewStep>;

export const candidateDept = defineCall({
  method: 'GET',
  path: '/workflow/candidate/dept',
  access: 'user',
  summary: 'The organisation tree, with each organisation’s leader, for picking candidates.',
  input: z.object({}).optional(),
  output: z.array(CandidateDept),
  errors: [],
});

export const candidateUserByDept = defineCall({
  method: 'GET',
  path: '/workflow/candidate/getUserByDept/{id}',
  access: 'user',
  summary: 'The enabled users of one organisation (not of those under it).',
  input: z.object({ id: Id }),
  output: z.array(CandidateUser),
  errors: [Code.NOT_FOUND],
});

export const candidateUserByNodeCandidateType = defineCall({
  method: 'GET',
  path: '/workflow/candidate/getUserByNodeCandidateType',
  access: 'user',
  summary:
    'Whom a node of a definition may ask: for a CUSTOM or ROLE node the users within its select range (matching ' +
    '`keyword` on name or account), for others the people it resolves to for the caller as initiator.',
  input: z.object({
    defineId: Id,
    nodeId: z.string().min(1).max(40),
    keyword: Keyword,
    /** A booking's site: the node belongs to the form a booking of this site must fill (spec §2 /formRule). */
    siteId: Id.optional(),
  }),
  output: z.array(CandidateUser),
  errors: [Code.NOT_FOUND, Code.SITE_NOT_FOUND],
});

// --- attachments of forms -----------------------------------------------------------

/** Largest attachment of a form, bytes (10 MiB). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A stored attachment: what a form value of an attachment field lists (by `id`). */
export const Attachment = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  createdAt: IsoDateTime,
});
export type Attachment = z.infer<typeof Attachment>;

/**
 * The address of a stored attachment's bytes under the proxy base: a plain GET route
 * (server/modules/workflow/attachment.route.ts), not a call — it answers the file as a
 * download, needs the `token` header, and serves only its uploader and the people of a
 * process whose values list it (404 otherwise).
 */
export function attachmentPath(id: number): string {
  return `/workflow/attachment/file/${id}`;
}

export const attachmentUpload = defineCall({
  method: 'POST',
  path: '/workflow/attachment/upload',
  access: 'user',
  summary:
    'Store a file for an attachment field (PDF, image, text or office document up to 10 MiB, base64); only its ' +
    'uploader and the people of the process it is submitted with can read it ' +
    '(MEDIA_INVALID: type, size, content, empty).',
  input: z.object({
    name: z.string().trim().min(1).max(200),
    contentType: z.string().trim().max(100),
    /** The file's bytes, base64. */
    data: z.base64().max(Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4 + 4),
  }),
  output: Attachment,
  bodyLimit: Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4 + 64 * 1024,
  errors: [Code.MEDIA_INVALID],
});
