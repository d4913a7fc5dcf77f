/** The Drizzle schema: every table of the product. */
export * from './system';
export * from './venue';
export * from './booking';
export * from './workflow';
export * from './catering';
export * from './meal-voucher';
export * from './room-lock';
export * from './food-delivery';
export * from './settlement';
export * from './content';
export * from './feedback';
export * from './account-binding';
export * from './article';
export * from './club-people';
export * from './fitness';
export * from './club-class';
