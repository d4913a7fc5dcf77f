/**
 * The shared frame of the back office's order pages (/mealManagement, /reserves): status tabs
 * with counts, the detail drawer, and the step bar driven by a declarative list of steps
 * checked against the order's machine and the user's permissions.
 */
export { OrderStateTabs, tabCount, type OrderStateTabsProps } from './order-state-tabs';
export { OrderStepBar, type OrderStepBarProps } from './order-step-bar';
export { OrderDrawer, type OrderDrawerProps } from './order-drawer';
export { offeredOrderSteps, type OrderStepSpec } from './order-steps';
export { OrderLines, type OrderLineView, type OrderLinesProps } from './order-lines';
