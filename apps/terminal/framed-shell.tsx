/**
 * The terminal's shell and variant homes bound to a route set's frame (ui/terminal-shell/frames.ts),
 * loaded on first use (lazy-pages.ts): the frames hold the navigation, its icons and the "More" menu,
 * none of which the login page shows, so they stay off the first page (docs/benchmarks.md, "Web: the
 * first page").
 */
import { FRAMES } from '../../ui/terminal-shell/frames';
import { TerminalShell, type TerminalShellProps } from '../../ui/terminal-shell/terminal-shell';
import type { TerminalVariant } from '../../platform/variants/spec-routes';
import { VariantHomePage } from './lazy-pages';

/** Props of {@link FramedShell}: the shell's, with the route set instead of its frame. */
export interface FramedShellProps extends Omit<TerminalShellProps, 'frame'> {
  variant: TerminalVariant;
}

/** TerminalShell in the frame of `variant`. */
export function FramedShell({ variant, ...props }: FramedShellProps) {
  return <TerminalShell frame={FRAMES[variant]} {...props} />;
}

/** The home of a set with its own frame (VariantHomePage in the frame of `variant`). */
export function FramedVariantHome({ variant }: { variant: TerminalVariant }) {
  return <VariantHomePage frame={FRAMES[variant]} />;
}
