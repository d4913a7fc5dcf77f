/**
 * The Chakra UI system of every app: Chakra's defaults with the colour pairs that fall
 * below WCAG 2 AA contrast (4.5:1 for normal text) darkened — white text on the `solid`
 * shades of green, orange, teal, cyan and pink (badges, buttons), `fg.subtle` text
 * (hints, secondary labels) on the muted backgrounds, and `fg.error` text (danger menu entries).
 */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Palettes whose default solid shade (600) is too light for white text; 700 reaches 4.5:1. */
const DARKER_SOLID = ['green', 'orange', 'teal', 'cyan', 'pink'] as const;

const config = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        fg: {
          subtle: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
        },
        ...Object.fromEntries(
          DARKER_SOLID.map((palette) => [
            palette,
            { solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.700}` } } },
          ]),
        ),
      },
    },
  },
});

/** The design system passed to ChakraProvider. */
export const appSystem = createSystem(defaultConfig, config);
