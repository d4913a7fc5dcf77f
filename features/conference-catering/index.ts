/**
 * The conference centre's catering pages on the terminal (spec §2 Variant 5): the catering
 * entry (/catering), the restaurant menus (/restaurant), ordering a delivery
 * (/foodDeliveryOrderReserve) and the caller's deliveries (/foodDeliveryOrder).
 */
export { CateringPage } from './catering-page';
export { RestaurantPage } from './restaurant-page';
export { OrderReservePage } from './order-reserve-page';
export { MyDeliveriesPage, DELIVERY_PAGE_SIZE } from './my-deliveries-page';
