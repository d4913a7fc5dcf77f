/**
 * The frame of an order's detail drawer (`order-drawer`): title, a close button, the body
 * the page gives. Closing (backdrop, Escape, the button) calls `onClose`.
 */
import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';

/** Props of {@link OrderDrawer}. */
export interface OrderDrawerProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
}

/** The drawer frame, open while mounted. */
export function OrderDrawer({ title, onClose, children }: OrderDrawerProps) {
  return (
    <Drawer.Root open onOpenChange={(e) => (e.open ? undefined : onClose())} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="order-drawer">
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
