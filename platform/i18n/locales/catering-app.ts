/**
 * Texts of the catering admin app's shell (/catering/, spec §2 "Catering admin app"):
 * its product name, the side menu's label and the /blank page shown while the user has
 * no page of the app to open. The pages' own texts live in their features' namespaces.
 */
export default {
  CN: {
    title: '餐饮会务管理',
    menu: '餐饮会务菜单',
    blankTitle: '这里暂时还没有可显示的内容',
    blankDescription: '您可以访问的餐饮与会务页面会显示在这里；如需权限，请联系管理员。',
  },
  EN: {
    title: 'Catering and meeting services',
    menu: 'Catering menu',
    blankTitle: 'Nothing to show yet',
    blankDescription:
      'The catering and meeting-service pages you may open will appear here. Ask the administrator if you need access.',
  },
  TC: {
    title: '餐飲會務管理',
    menu: '餐飲會務選單',
    blankTitle: '這裡暫時還沒有可顯示的內容',
    blankDescription: '您可以存取的餐飲與會務頁面會顯示在這裡；如需權限，請聯絡管理員。',
  },
};
