/**
 * The meeting pages of the variant-5 terminal (spec §2 Variant 5): free meeting rooms (/meet,
 * /siteList), the booking form (/conference, /reserve; `?edit=` on a submitted order), the
 * result (/submit), one order (/conferenceDetails), my meetings (/conference-center) and the
 * check-in code (/codePage).
 */
export { MeetingRoomsPage, type MeetingRoomsPageProps } from './meeting-rooms-page';
export { ConferenceFormPage } from './conference-form-page';
export { SubmitPage } from './submit-page';
export { ConferenceDetailsPage } from './conference-details-page';
export { MyMeetingsPage } from './my-meetings-page';
export { CodePage } from './code-page';
