/**
 * Room views shared by the catering back office (features/catering-rooms) and the catering
 * app's venue view (features/catering-site): campus wire-time helpers, the room lock badge
 * and unlock check, and the one-day room timeline.
 */
export { addDays, campusToday, hhmm, minutesInto, mondayOf, periodOf, wireTime } from './time';
export { LockStateBadge, mayUnlock, type LockLike } from './lock';
export { RoomDayTimeline, type RoomDayTimelineProps, type TimelineBlock, type TimelineRow } from './day-timeline';
