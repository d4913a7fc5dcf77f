/**
 * Texts of the venueAdmin namespace: the /campus, /build, /floor, /scene and
 * /assets pages of features/venue-admin.
 */
export default {
  CN: {
    sort: '排序', keyword: '名称',
    enabled: { label: '状态', on: '启用', off: '停用' },
    yes: '是', no: '否',
    campus: {
      title: '校区管理', description: '校区及其时区。有楼栋的校区不能删除。',
      name: '校区名称', timeZone: '时区', buildingCount: '楼栋数',
      timeZoneHelp: 'IANA 时区，如 Asia/Shanghai。场地的开放时间按校区当地时间计算：修改时区后，同样的开放时间会对应另一组时刻（已有预约的时刻不变）。',
      addTitle: '新增校区', editTitle: '编辑校区',
    },
    building: {
      title: '楼栋管理', description: '各校区的楼栋。有楼层的楼栋不能删除。',
      name: '楼栋名称', campus: '所属校区', floorCount: '楼层数',
      addTitle: '新增楼栋', editTitle: '编辑楼栋',
    },
    floor: {
      title: '楼层管理', description: '各楼栋的楼层。有场地的楼层不能删除。',
      name: '楼层名称', level: '层数', campus: '所属校区', building: '所属楼栋', siteCount: '场地数',
      levelHelp: '地下楼层用负数。', addTitle: '新增楼层', editTitle: '编辑楼层',
    },
    scene: {
      title: '场景管理', description: '场地的类别（羽毛球、会议室……）。有场地的场景不能删除。',
      keyword: '编码/名称', code: '场景编码', name: '场景名称', nameCn: '名称（简体）', nameEn: '名称（英文）', nameTc: '名称（繁体）',
      icon: '图标', siteCount: '场地数', addTitle: '新增场景', editTitle: '编辑场景',
    },
    site: {
      title: '场地管理', description: '可预约的场地。已有预约的场地不能删除，请改为停用；停用的场地在预约端不再显示。',
      name: '场地名称', scene: '场景', campus: '校区', building: '楼栋', floor: '校区 / 楼栋 / 楼层', place: '位置',
      kind: '类型', single: '独占', capacity: '容量', slotMinutes: '时段（分钟）', needsApproval: '需审批',
      openingCount: '开放时段', sort: '排序',
      nameHelp: '开放时间在“开放规则”中设置；新场地没有开放时间，设置前不能预约。',
      kindHelp: '独占：同一时段只能一个预约；容量：同一时段最多“容量”个预约。',
      capacityHelp: '仅“容量”类型有效，独占场地固定为 1。不能低于将来已有预约同时占用的数量。',
      approvalHelp: '需审批的场地，预约提交后须经审批通过。',
      minutes: '{{count}} 分钟', noHours: '未设置',
      enable: '启用', disable: '停用',
      confirmEnable: '确定启用场地“{{name}}”吗？', confirmDisable: '确定停用场地“{{name}}”吗？停用后预约端不再显示，已有预约不受影响。',
      addTitle: '新增场地', editTitle: '编辑场地', file: '场地',
    },
  },
  EN: {
    sort: 'Sort', keyword: 'Name',
    enabled: { label: 'Status', on: 'Enabled', off: 'Disabled' },
    yes: 'Yes', no: 'No',
    campus: {
      title: 'Campuses', description: 'Campuses and their time zones. A campus with buildings cannot be deleted.',
      name: 'Campus name', timeZone: 'Time zone', buildingCount: 'Buildings',
      timeZoneHelp: 'An IANA time zone such as Asia/Shanghai. Opening hours are local times of the campus: after a ' +
        'change, the same hours map to other instants (existing bookings keep theirs).',
      addTitle: 'Add campus', editTitle: 'Edit campus',
    },
    building: {
      title: 'Buildings', description: 'Buildings of each campus. A building with floors cannot be deleted.',
      name: 'Building name', campus: 'Campus', floorCount: 'Floors',
      addTitle: 'Add building', editTitle: 'Edit building',
    },
    floor: {
      title: 'Floors', description: 'Floors of each building. A floor with sites cannot be deleted.',
      name: 'Floor name', level: 'Level', campus: 'Campus', building: 'Building', siteCount: 'Sites',
      levelHelp: 'Negative for floors below ground.', addTitle: 'Add floor', editTitle: 'Edit floor',
    },
    scene: {
      title: 'Scenes', description: 'Kinds of site (badminton, meeting room …). A scene with sites cannot be deleted.',
      keyword: 'Code/name', code: 'Scene code', name: 'Scene name', nameCn: 'Name (Simplified Chinese)', nameEn: 'Name (English)',
      nameTc: 'Name (Traditional Chinese)', icon: 'Icon', siteCount: 'Sites', addTitle: 'Add scene', editTitle: 'Edit scene',
    },
    site: {
      title: 'Sites', description: 'Bookable sites. A site with bookings cannot be deleted: disable it instead; a disabled site is ' +
        'hidden from the booking terminal.',
      name: 'Site name', scene: 'Scene', campus: 'Campus', building: 'Building', floor: 'Campus / building / floor', place: 'Location',
      kind: 'Kind', single: 'Exclusive', capacity: 'Capacity', slotMinutes: 'Slot (minutes)', needsApproval: 'Needs approval',
      openingCount: 'Opening hours', sort: 'Sort',
      nameHelp: 'Opening hours are set under Opening rules; a new site has none and cannot be booked until it gets them.',
      kindHelp: 'Exclusive: one booking at a time; capacity: up to "capacity" bookings at a time.',
      capacityHelp: 'Only for kind capacity; an exclusive site always has 1. It cannot drop below what future bookings ' +
        'already use at one time.',
      approvalHelp: 'Bookings of such a site wait for approval.',
      minutes: '{{count}} min', noHours: 'None',
      enable: 'Enable', disable: 'Disable',
      confirmEnable: 'Enable site "{{name}}"?', confirmDisable: 'Disable site "{{name}}"? It disappears from the booking terminal; existing bookings stay.',
      addTitle: 'Add site', editTitle: 'Edit site', file: 'Sites',
    },
  },
  TC: {
    sort: '排序', keyword: '名稱',
    enabled: { label: '狀態', on: '啟用', off: '停用' },
    yes: '是', no: '否',
    campus: {
      title: '校區管理', description: '校區及其時區。有樓棟的校區不能刪除。',
      name: '校區名稱', timeZone: '時區', buildingCount: '樓棟數',
      timeZoneHelp: 'IANA 時區，如 Asia/Shanghai。場地的開放時間按校區當地時間計算：修改時區後，同樣的開放時間會對應另一組時刻（已有預約的時刻不變）。',
      addTitle: '新增校區', editTitle: '編輯校區',
    },
    building: {
      title: '樓棟管理', description: '各校區的樓棟。有樓層的樓棟不能刪除。',
      name: '樓棟名稱', campus: '所屬校區', floorCount: '樓層數',
      addTitle: '新增樓棟', editTitle: '編輯樓棟',
    },
    floor: {
      title: '樓層管理', description: '各樓棟的樓層。有場地的樓層不能刪除。',
      name: '樓層名稱', level: '層數', campus: '所屬校區', building: '所屬樓棟', siteCount: '場地數',
      levelHelp: '地下樓層用負數。', addTitle: '新增樓層', editTitle: '編輯樓層',
    },
    scene: {
      title: '場景管理', description: '場地的類別（羽毛球、會議室……）。有場地的場景不能刪除。',
      keyword: '編碼/名稱', code: '場景編碼', name: '場景名稱', nameCn: '名稱（簡體）', nameEn: '名稱（英文）', nameTc: '名稱（繁體）',
      icon: '圖示', siteCount: '場地數', addTitle: '新增場景', editTitle: '編輯場景',
    },
    site: {
      title: '場地管理', description: '可預約的場地。已有預約的場地不能刪除，請改為停用；停用的場地在預約端不再顯示。',
      name: '場地名稱', scene: '場景', campus: '校區', building: '樓棟', floor: '校區 / 樓棟 / 樓層', place: '位置',
      kind: '類型', single: '獨佔', capacity: '容量', slotMinutes: '時段（分鐘）', needsApproval: '需審批',
      openingCount: '開放時段', sort: '排序',
      nameHelp: '開放時間在「開放規則」中設定；新場地沒有開放時間，設定前不能預約。',
      kindHelp: '獨佔：同一時段只能一個預約；容量：同一時段最多「容量」個預約。',
      capacityHelp: '僅「容量」類型有效，獨佔場地固定為 1。不能低於將來已有預約同時佔用的數量。',
      approvalHelp: '需審批的場地，預約提交後須經審批通過。',
      minutes: '{{count}} 分鐘', noHours: '未設定',
      enable: '啟用', disable: '停用',
      confirmEnable: '確定啟用場地「{{name}}」嗎？', confirmDisable: '確定停用場地「{{name}}」嗎？停用後預約端不再顯示，已有預約不受影響。',
      addTitle: '新增場地', editTitle: '編輯場地', file: '場地',
    },
  },
};
