/**
 * The /appointment route element: runs the wizard's actor ({@link BookingFlowProvider})
 * around the child route (/gymnasium, /time, /timeform).
 */
import { Outlet } from 'react-router';
import { BookingFlowProvider } from './booking-flow';

/** Layout route of the same-day booking wizard. */
export function BookingLayout() {
  return (
    <BookingFlowProvider basePath="/appointment">
      <Outlet />
    </BookingFlowProvider>
  );
}
