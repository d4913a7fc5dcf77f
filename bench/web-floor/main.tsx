/**
 * The floor page of the web figures (docs/benchmarks.md): the least a page of this stack
 * ships — React, Chakra UI with its default system, an XState actor and a react-router
 * browser router — built by bench/web.ts with the apps' own Vite config. A counter form
 * uses each part, so none is dropped by tree shaking.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ChakraProvider, Heading, Input, Stack, Text, defaultSystem } from '@chakra-ui/react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { useMachine } from '@xstate/react';
import { assign, setup } from 'xstate';

/** Counts presses: the floor's XState machine. */
const counter = setup({ types: { context: {} as { count: number }, events: {} as { type: 'press' } } }).createMachine({
  context: { count: 0 },
  on: { press: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

/** The floor's one page: a heading, an input, a button and the count. */
function FloorPage() {
  const [state, send] = useMachine(counter);
  return (
    <Stack p="6" gap="3" maxW="sm">
      <Heading>Floor</Heading>
      <Input placeholder="Name" />
      <Button onClick={() => send({ type: 'press' })}>Press</Button>
      <Text>{state.context.count}</Text>
    </Stack>
  );
}

const router = createBrowserRouter([{ path: '*', element: <FloorPage /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>
  </StrictMode>,
);
