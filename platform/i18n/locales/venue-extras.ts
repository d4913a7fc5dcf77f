/**
 * Texts of the venueExtras namespace: the /room, /devKindPage and
 * /siteRoomDevKind pages, the site drawer of /assets (room, description, photos,
 * devices, instructions) and the instructions dialog of /scene (features/venue-admin).
 */
export default {
  CN: {
    sort: '排序', save: '保存', details: '详情',
    status: { label: '状态', enabled: '启用', disabled: '停用' },
    drawerTitle: '场地详情：{{name}}',
    tabs: { profile: '房间与介绍', photos: '照片（{{count}}）', devices: '设备（{{count}}）', instructions: '使用说明' },
    profile: {
      room: '所在房间', noRoom: '不在房间内', roomHelp: '只能选择场地所在楼层的房间。', description: '场地介绍',
    },
    photos: {
      none: '还没有照片。', uploaded: '照片已上传', earlier: '将 {{name}} 前移', later: '将 {{name}} 后移', delete: '删除 {{name}}',
      upload: '上传照片', hint: 'JPEG、PNG 或 WebP，每张不超过 2 MB，最多 {{count}} 张；第一张为封面。',
      confirmDelete: '确定删除照片“{{name}}”吗？',
    },
    devices: {
      none: '无设备', kindOf: '第 {{n}} 行的设备类型', chooseKind: '请选择设备类型', quantityOf: '第 {{n}} 行的数量',
      remark: '备注', remarkOf: '第 {{n}} 行的备注', remove: '删除第 {{n}} 行', add: '添加设备',
      invalid: '每行须选择设备类型（每种一次），数量为 1–9999。', badge: '{{name}} × {{count}}',
    },
    instructions: {
      type: { booking: '预约说明', usage: '使用说明', safety: '安全须知' },
      use: '设置{{type}}', on: '设置', enabled: '启用',
      contentCn: '内容（简体）', contentEn: '内容（英文）', contentTc: '内容（繁体）',
      incomplete: '已设置的说明须填写三种语言的内容。',
      sceneTitle: '场景说明：{{name}}', action: '说明',
    },
    room: {
      title: '房间管理', description: '各楼层的房间（会议室、活动室等）。场地可以位于所在楼层的某个房间；有场地的房间不能删除。',
      campus: '校区', building: '楼栋', floor: '校区 / 楼栋 / 楼层', keyword: '名称/编号', name: '房间名称', code: '房间编号',
      place: '位置', capacity: '容纳人数', areaM2: '面积（平方米）', siteCount: '场地数',
      addTitle: '新增房间', editTitle: '编辑房间', file: '房间',
    },
    devKind: {
      title: '设备类型', description: '场地可配备的设备种类（投影仪、白板、记分牌……）。有场地使用的类型不能删除。',
      keyword: '编码/名称', code: '类型编码', name: '类型名称', icon: '图标', siteCount: '场地数',
      nameCn: '名称（简体）', nameEn: '名称（英文）', nameTc: '名称（繁体）', addTitle: '新增设备类型', editTitle: '编辑设备类型',
    },
    siteDevice: {
      title: '场地设备', description: '每个场地配备的设备及数量。设备类型在“设备类型”中维护。',
      site: '场地', scene: '场景', campus: '校区', kind: '设备类型', place: '位置', room: '房间', devices: '设备',
      file: '场地设备', edit: '设备', editTitle: '场地设备：{{name}}',
    },
  },
  EN: {
    sort: 'Sort', save: 'Save', details: 'Details',
    status: { label: 'Status', enabled: 'Enabled', disabled: 'Disabled' },
    drawerTitle: 'Site details: {{name}}',
    tabs: { profile: 'Room and description', photos: 'Photos ({{count}})', devices: 'Devices ({{count}})', instructions: 'Instructions' },
    profile: {
      room: 'Room', noRoom: 'Not in a room', roomHelp: 'Only rooms of the site\'s own floor.', description: 'Description',
    },
    photos: {
      none: 'No photos yet.', uploaded: 'Photo uploaded', earlier: 'Move {{name}} earlier', later: 'Move {{name}} later', delete: 'Delete {{name}}',
      upload: 'Upload photos', hint: 'JPEG, PNG or WebP, up to 2 MB each, at most {{count}}; the first one is the cover.',
      confirmDelete: 'Delete photo "{{name}}"?',
    },
    devices: {
      none: 'No devices', kindOf: 'Device kind of line {{n}}', chooseKind: 'Choose a device kind', quantityOf: 'Quantity of line {{n}}',
      remark: 'Remark', remarkOf: 'Remark of line {{n}}', remove: 'Remove line {{n}}', add: 'Add device',
      invalid: 'Each line needs a device kind (each kind once) and a quantity from 1 to 9999.', badge: '{{name}} × {{count}}',
    },
    instructions: {
      type: { booking: 'Booking instructions', usage: 'Usage instructions', safety: 'Safety notes' },
      use: 'Set {{type}}', on: 'Set', enabled: 'Enabled',
      contentCn: 'Content (Simplified Chinese)', contentEn: 'Content (English)', contentTc: 'Content (Traditional Chinese)',
      incomplete: 'Instructions that are set need their content in all three languages.',
      sceneTitle: 'Scene instructions: {{name}}', action: 'Instructions',
    },
    room: {
      title: 'Rooms', description: 'Rooms of each floor (meeting rooms, halls …). A site may lie in a room of its own floor; a room ' +
        'holding sites cannot be deleted.',
      campus: 'Campus', building: 'Building', floor: 'Campus / building / floor', keyword: 'Name/number', name: 'Room name', code: 'Room number',
      place: 'Location', capacity: 'Capacity (people)', areaM2: 'Area (m²)', siteCount: 'Sites',
      addTitle: 'Add room', editTitle: 'Edit room', file: 'rooms',
    },
    devKind: {
      title: 'Device kinds', description: 'The kinds of device a site may have (projector, whiteboard, scoreboard …). A kind some site has ' +
        'cannot be deleted.',
      keyword: 'Code/name', code: 'Kind code', name: 'Kind name', icon: 'Icon', siteCount: 'Sites',
      nameCn: 'Name (Simplified Chinese)', nameEn: 'Name (English)', nameTc: 'Name (Traditional Chinese)', addTitle: 'Add device kind', editTitle: 'Edit device kind',
    },
    siteDevice: {
      title: 'Site devices', description: 'The devices each site has, and how many. The kinds are kept under Device kinds.',
      site: 'Site', scene: 'Scene', campus: 'Campus', kind: 'Device kind', place: 'Location', room: 'Room', devices: 'Devices',
      file: 'site-devices', edit: 'Devices', editTitle: 'Devices of {{name}}',
    },
  },
  TC: {
    sort: '排序', save: '儲存', details: '詳情',
    status: { label: '狀態', enabled: '啟用', disabled: '停用' },
    drawerTitle: '場地詳情：{{name}}',
    tabs: { profile: '房間與介紹', photos: '照片（{{count}}）', devices: '設備（{{count}}）', instructions: '使用說明' },
    profile: {
      room: '所在房間', noRoom: '不在房間內', roomHelp: '只能選擇場地所在樓層的房間。', description: '場地介紹',
    },
    photos: {
      none: '還沒有照片。', uploaded: '照片已上傳', earlier: '將 {{name}} 前移', later: '將 {{name}} 後移', delete: '刪除 {{name}}',
      upload: '上傳照片', hint: 'JPEG、PNG 或 WebP，每張不超過 2 MB，最多 {{count}} 張；第一張為封面。',
      confirmDelete: '確定刪除照片「{{name}}」嗎？',
    },
    devices: {
      none: '無設備', kindOf: '第 {{n}} 行的設備類型', chooseKind: '請選擇設備類型', quantityOf: '第 {{n}} 行的數量',
      remark: '備註', remarkOf: '第 {{n}} 行的備註', remove: '刪除第 {{n}} 行', add: '新增設備',
      invalid: '每行須選擇設備類型（每種一次），數量為 1–9999。', badge: '{{name}} × {{count}}',
    },
    instructions: {
      type: { booking: '預約說明', usage: '使用說明', safety: '安全須知' },
      use: '設定{{type}}', on: '設定', enabled: '啟用',
      contentCn: '內容（簡體）', contentEn: '內容（英文）', contentTc: '內容（繁體）',
      incomplete: '已設定的說明須填寫三種語言的內容。',
      sceneTitle: '場景說明：{{name}}', action: '說明',
    },
    room: {
      title: '房間管理', description: '各樓層的房間（會議室、活動室等）。場地可以位於所在樓層的某個房間；有場地的房間不能刪除。',
      campus: '校區', building: '樓棟', floor: '校區 / 樓棟 / 樓層', keyword: '名稱/編號', name: '房間名稱', code: '房間編號',
      place: '位置', capacity: '容納人數', areaM2: '面積（平方米）', siteCount: '場地數',
      addTitle: '新增房間', editTitle: '編輯房間', file: '房間',
    },
    devKind: {
      title: '設備類型', description: '場地可配備的設備種類（投影機、白板、記分牌……）。有場地使用的類型不能刪除。',
      keyword: '編碼/名稱', code: '類型編碼', name: '類型名稱', icon: '圖示', siteCount: '場地數',
      nameCn: '名稱（簡體）', nameEn: '名稱（英文）', nameTc: '名稱（繁體）', addTitle: '新增設備類型', editTitle: '編輯設備類型',
    },
    siteDevice: {
      title: '場地設備', description: '每個場地配備的設備及數量。設備類型在「設備類型」中維護。',
      site: '場地', scene: '場景', campus: '校區', kind: '設備類型', place: '位置', room: '房間', devices: '設備',
      file: '場地設備', edit: '設備', editTitle: '場地設備：{{name}}',
    },
  },
};
