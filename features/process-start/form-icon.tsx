/**
 * FormIcon: a form definition's icon (an icon name of the product's set, as menus use;
 * ui/admin-shell/menu-icon.ts), a document when the name is unknown, in a tinted square.
 */
import { Box, Icon } from '@chakra-ui/react';
import { LuFileText } from 'react-icons/lu';
import { namedIcon } from '../../ui/admin-shell/menu-icon';

/** The icon of the form named `name`; decorative (the form's name is beside it). */
export function FormIcon({ name }: { name: string }) {
  const Named = namedIcon(name) ?? LuFileText;
  return (
    <Box bg="blue.subtle" color="blue.fg" borderRadius="md" p="2" flexShrink={0} aria-hidden>
      <Icon boxSize="5">
        <Named />
      </Icon>
    </Box>
  );
}
