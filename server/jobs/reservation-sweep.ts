/**
 * A sweep of the reservation table: moves every booking that `candidates`
 * selects through the reservation statechart with one event, in batches of one
 * transaction each. Each batch locks its rows with `FOR UPDATE SKIP LOCKED` and updates
 * only rows still in `from`, so several server processes sweeping at once split the
 * rows between them and every booking makes the transition exactly once.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ReservationEvent } from '../../machines/reservation.machine';
import type { ReservationStatus } from '../../platform/contracts/reserve.contract';
import type { Db } from '../db/client';
import { reservation } from '../db/schema/index';
import { accepts } from '../modules/reserve/reservation-lifecycle';

/** Rows per batch (one transaction). */
export const SWEEP_BATCH_SIZE = 100;

/** A booking a sweep has moved: enough for later rules (credit, messages) to act on it. */
export interface SweptReservation {
  id: number;
  userId: number;
  siteId: number;
  startAt: Date;
  endAt: Date;
}

/** What a sweep does: the rows it looks at, the event it applies, and the status it stores. */
export interface SweepSpec {
  /** The status the rows are in (re-checked at the update). */
  from: ReservationStatus;
  /** The status the machine leads them to. */
  to: ReservationStatus;
  /** The event, at the sweep's clock. */
  event: ReservationEvent;
  /** Narrows the rows in `from` to the likely candidates (the machine decides). */
  candidates: SQL;
  /**
   * What follows from the moved rows (messages, credit), run in the batch's transaction,
   * so a booking's change and its consequences commit together or not at all.
   */
  followUp?: (tx: Db, moved: SweptReservation[]) => Promise<void>;
}

/**
 * Runs `spec` over the table until no batch is left.
 * @returns the rows this call moved (not those a concurrent sweep took)
 */
export async function sweepReservations(
  db: Db,
  spec: SweepSpec,
  batchSize = SWEEP_BATCH_SIZE,
): Promise<SweptReservation[]> {
  const moved: SweptReservation[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(reservation)
        .where(and(eq(reservation.status, spec.from), spec.candidates))
        .orderBy(asc(reservation.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const ids = rows.filter((row) => accepts(row, spec.event)).map((row) => row.id);
      const updated =
        ids.length === 0
          ? []
          : await tx
              .update(reservation)
              .set({ status: spec.to, updatedAt: new Date(spec.event.now) })
              .where(and(inArray(reservation.id, ids), eq(reservation.status, spec.from)))
              .returning({
                id: reservation.id,
                userId: reservation.userId,
                siteId: reservation.siteId,
                startAt: reservation.startAt,
                endAt: reservation.endAt,
              });
      if (spec.followUp && updated.length > 0) await spec.followUp(tx, updated);
      return { seen: rows.length, updated };
    });
    moved.push(...batch.updated);
    if (batch.seen < batchSize || batch.updated.length === 0) return moved.sort((a, b) => a.id - b.id);
  }
}
