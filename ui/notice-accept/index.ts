/** The notices to accept before booking, for the booking pages that are not the wizard (issue 4: quick, period, copy). */
export { NoticeAccept, type NoticeAcceptProps } from './notice-accept';
