/**
 * /person of the variant-5 terminal (spec §2 Variant 5): my profile on the conference-centre
 * terminal — the profile card shared with /personal (ui/account-profile ProfileCard: name,
 * account, phone and ID card masked, e-mail; the same fields editable through the same call,
 * `/api/user/updateUserInfo`), with my organisation (read-only, from the login user), and a way
 * back to /personalCenter.
 */
import { Button, HStack, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LuChevronLeft } from 'react-icons/lu';
import { ProfileCard } from '../../ui/account-profile';
import { useSession } from '../../ui/runtime';

/** /person; see the module comment. */
export function PersonPage() {
  const { t } = useTranslation('conferenceDay');
  const { user } = useSession();
  return (
    <Stack gap="5" pb={{ base: '20', md: '0' }}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('person.title')}
        </Heading>
        <Button asChild size="sm" variant="ghost">
          <RouterLink to="/personalCenter">
            <LuChevronLeft aria-hidden /> {t('person.center')}
          </RouterLink>
        </Button>
      </HStack>
      {user ? (
        <ProfileCard
          key={user.id}
          user={user}
          extra={[
            {
              key: 'organisation',
              label: t('person.organisation'),
              value: user.orgName || t('person.noOrganisation'),
            },
          ]}
        />
      ) : (
        <Skeleton height="40" />
      )}
    </Stack>
  );
}
