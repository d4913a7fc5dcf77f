/**
 * Meal vouchers in the conference-centre terminal (spec §2 Variant 5): apply for a list of
 * people (/mealVoucherReserve), my applications (/mealVouchers, `?id=` one of them) and the
 * vouchers I hold with their QR codes (/myMealVoucher, /myMealVoucherDetail?id=).
 */
export { MealVoucherReservePage } from './reserve-page';
export { MealVouchersPage } from './applications-page';
export { MyMealVoucherDetailPage, MyMealVoucherPage } from './my-vouchers-page';
