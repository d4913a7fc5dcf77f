-- Members' leave requests of membership cards (docs/fitness.md): three more event kinds.
ALTER TABLE "club_card_event" DROP CONSTRAINT "club_card_event_kind_check";--> statement-breakpoint
ALTER TABLE "club_card_event" ADD CONSTRAINT "club_card_event_kind_check" CHECK ("club_card_event"."kind" in ('buy','activate','renew','upgrade','transfer','delay','leave','resume','refund','use','credit','expire','leaveRequest','leaveReject','leaveWithdraw'));
