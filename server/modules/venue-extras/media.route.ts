/**
 * `GET /gateway/media/<id>`: the bytes of a stored site photo, for `<img src>`.
 * A plain route beside the gateway (registered on the app, so the gateway's signature
 * check does not apply: an image tag cannot sign its request) — read-only, and it serves
 * only media that is a site photo, a merchandise photo or a material of the media library
 * (what the terminal and the catering pages show anyway; a file material is sent as an
 * attachment, never shown inline); anything else is 404.
 * Media never changes (a new upload is a new id), so answers are cacheable for a year.
 */
import { and, eq, exists, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { material, mcMerchandise, media, sitePhoto } from '../../db/schema/index';

/** The address of the route (the contract's `mediaPath` under the proxy base). */
const MEDIA_ROUTE = '/gateway/media/:id';

/** Registers the media route on `app`, reading from `db`. */
export function registerMediaRoute(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string } }>(MEDIA_ROUTE, async (request, reply) => {
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : null;
    const [row] =
      id === null || id > 2_147_483_647
        ? []
        : await db
            .select({ contentType: media.contentType, content: media.content, name: media.name, kind: material.kind })
            .from(media)
            .leftJoin(material, eq(material.mediaId, media.id))
            .where(
              and(
                eq(media.id, id),
                or(
                  exists(db.select({ one: sitePhoto.id }).from(sitePhoto).where(eq(sitePhoto.mediaId, media.id))),
                  eq(material.mediaId, media.id),
                  exists(
                    db
                      .select({ one: mcMerchandise.id })
                      .from(mcMerchandise)
                      .where(eq(mcMerchandise.photoMediaId, media.id)),
                  ),
                ),
              ),
            )
            .limit(1);
    if (!row) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (row.kind === 'file')
      reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`);
    return reply
      .type(row.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(row.content));
  });
}
