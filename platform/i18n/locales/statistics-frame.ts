/**
 * Texts of the statistics pages' shared frame (ui/statistics-frame): the range filter, the
 * granularity, a figure table's export and its empty state.
 */
export default {
  CN: {
    from: '开始日期',
    to: '结束日期',
    granularity: '统计粒度',
    day: '按日',
    month: '按月',
    export: '导出',
    empty: '所选期间暂无数据',
  },
  EN: {
    from: 'From',
    to: 'To',
    granularity: 'Granularity',
    day: 'By day',
    month: 'By month',
    export: 'Export',
    empty: 'No data in this period',
  },
  TC: {
    from: '開始日期',
    to: '結束日期',
    granularity: '統計粒度',
    day: '按日',
    month: '按月',
    export: '匯出',
    empty: '所選期間暫無資料',
  },
};
