/**
 * The app-wide toaster (spec §8: every failed call shows the server's message as an error
 * toast, earlier toasts closed first). `toaster` is Chakra's store; `AppToaster`
 * (app-toaster.tsx) renders it, mounted once by RuntimeProvider after the first paint; `notify` is
 * the API client's message sink. A toast created before it mounts is shown when it does.
 */
import { createToaster } from '@chakra-ui/react';
import type { NotifyKind } from '../../platform/http/api-client';

/** The toaster store: `toaster.create({ description, type })`, `toaster.dismiss()`. Placement top. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/** Shows `message`; an error first closes every earlier toast (spec §8). */
export function notify(message: string, kind: NotifyKind = 'error'): void {
  if (kind === 'error') toaster.dismiss();
  toaster.create({ description: message, type: kind, closable: true, duration: kind === 'error' ? 5000 : 3000 });
}
