/** News, notices and help in the terminal (spec §2 /announcement, /newsDetail, /noticeDetail, /help). */
export { AnnouncementPage } from './announcement-page';
export { ArticleDetailPage, NewsDetailPage, NoticeDetailPage } from './article-detail-page';
export { HelpCenterPage } from './help-center-page';
