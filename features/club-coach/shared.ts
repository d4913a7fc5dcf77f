/** Pieces shared by the coaches' pages (docs/fitness-coaches.md). */

/** `YYYY-MM-DD HH:mm` of a wire time (already in the campus's offset, Asia/Shanghai). */
export const wireDateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
