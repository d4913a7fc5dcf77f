/** The notices to accept before booking, for the booking pages that are not the wizard (quick, period, copy). */
export { NoticeAccept, type NoticeAcceptProps } from './notice-accept';
