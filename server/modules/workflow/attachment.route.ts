/**
 * `GET /gateway/workflow/attachment/file/<id>`: the bytes of a form attachment
 * (contract attachmentUpload), as a download. A plain route beside the gateway like the
 * site photos' (server/modules/venue-extras/media.route.ts), since it answers a file, not
 * an envelope; unlike those it needs the caller's `token` header. Its readers are its
 * uploader and the people of every process (process-queries.ts visibleTo: initiator, task
 * holders, people copied) whose initiator uploaded it and whose values list it in an
 * attachment field — a submission may only list the initiator's own files
 * (process-engine.ts checkedValues). Anything else — no session, someone else's file, no
 * such id — is answered 404 alike, so ids cannot be probed; the browser fetches it with the
 * header and saves the blob.
 *
 * Always `Content-Disposition: attachment` and `nosniff`: an uploaded HTML-looking text
 * or PDF must never render inside the product's origin.
 */
import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { media, wfProcess } from '../../db/schema/index';
import { resolvePrincipal } from '../../plugins/auth';
import { visibleTo } from './process-queries';

/** The address of the route. */
export const ATTACHMENT_ROUTE = '/gateway/workflow/attachment/file/:id';

/** `attachment; filename="…"; filename*=UTF-8''…` with an ASCII fallback (RFC 6266). */
export function contentDispositionOf(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The SQL condition "attachment `id` (of the outer query's media row) was submitted with a
 * process `userId` sees": the process's initiator uploaded it and one of its form values
 * (an attachment field's list of ids) holds it.
 */
function submittedTo(db: Db, userId: number, id: number): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(wfProcess)
      .where(
        and(
          eq(wfProcess.initiatorId, media.createdBy),
          visibleTo(db, userId),
          sql`jsonb_path_exists(${wfProcess.snapshot} -> 'context' -> 'formValues', '$.*[*] ? (@ == $id)',
            jsonb_build_object('id', ${id}::int))`,
        ),
      ),
  );
}

/** Registers the download route on `app`, reading from `db`. */
export function registerAttachmentRoute(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string } }>(ATTACHMENT_ROUTE, async (request, reply) => {
    const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : null;
    if (id === null || id > 2_147_483_647) return notFound();
    const header = request.headers.token;
    const token = (Array.isArray(header) ? header[0] : header) || null;
    const principal = await resolvePrincipal(db, token, new Date()).catch(() => null);
    if (!principal) return notFound();
    const [row] = await db
      .select({ name: media.name, contentType: media.contentType, content: media.content })
      .from(media)
      .where(and(eq(media.id, id), or(eq(media.createdBy, principal.userId), submittedTo(db, principal.userId, id))))
      .limit(1);
    if (!row) return notFound();
    return reply
      .type(row.contentType)
      .header('content-disposition', contentDispositionOf(row.name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(row.content));
  });
}
