/**
 * Texts of meeting service orders (spec §4/§7 reserveOrder): the machine's name, states and
 * steps (read by ORDER_STEP_NOT_ALLOWED's message as `reserveOrder:title`, `state.*`,
 * `action.*`), and the back office's /reserves and /reserveMeet pages.
 */
export default {
  CN: {
    title: '会议服务订单',
    state: {
      submitted: '已提交',
      audited: '已审核',
      arranged: '已安排',
      served: '已服务',
      settled: '已结算',
      rejected: '已驳回',
      cancelled: '已取消',
      cancelRequested: '申请取消中',
    },
    action: {
      audit: '审核',
      progress: '推进进度',
      reject: '驳回',
      cancel: '取消',
      confirmCancel: '确认取消',
      declineCancel: '拒绝取消',
      settle: '结算',
      edit: '修改',
      editMerchandise: '修改商品',
    },
  },
  EN: {
    title: 'Meeting service order',
    state: {
      submitted: 'submitted',
      audited: 'audited',
      arranged: 'arranged',
      served: 'served',
      settled: 'settled',
      rejected: 'rejected',
      cancelled: 'cancelled',
      cancelRequested: 'cancellation requested',
    },
    action: {
      audit: 'audited',
      progress: 'advanced',
      reject: 'rejected',
      cancel: 'cancelled',
      confirmCancel: 'confirmed as cancelled',
      declineCancel: 'kept (cancellation declined)',
      settle: 'settled',
      edit: 'edited',
      editMerchandise: 'given new merchandise',
    },
  },
  TC: {
    title: '會議服務訂單',
    state: {
      submitted: '已提交',
      audited: '已審核',
      arranged: '已安排',
      served: '已服務',
      settled: '已結算',
      rejected: '已駁回',
      cancelled: '已取消',
      cancelRequested: '申請取消中',
    },
    action: {
      audit: '審核',
      progress: '推進進度',
      reject: '駁回',
      cancel: '取消',
      confirmCancel: '確認取消',
      declineCancel: '拒絕取消',
      settle: '結算',
      edit: '修改',
      editMerchandise: '修改商品',
    },
  },
};
