/**
 * The toasts of the app-wide {@link toaster} (toaster.tsx), on screen. Its own module so that the toast
 * machines load after the first page (RuntimeProvider mounts it lazily; docs/benchmarks.md, "Web: the
 * first page"): the store keeps toasts created before, and shows them when this mounts.
 */
import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toaster } from './toaster';

/** Renders the toasts of {@link toaster}; RuntimeProvider mounts it once. */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-type={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Fully opaque: Chakra's 0.8 gives 3.5:1 on the error red; white on the solid fills reaches 4.5:1. */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
