/**
 * The banners at the top of the terminal's /home (spec §7 GET /api/ms/banner/list, position
 * `homeTop`): one banner at a time, rotating every {@link ROTATE_MS} ms. Accessible as the
 * WAI-ARIA carousel pattern: a labelled region ("carousel") of slides ("n of m"), previous /
 * next buttons, a pause / play button (rotation also stops while the pointer or focus is
 * inside, and never starts when the user prefers reduced motion), arrow keys, and the picture's
 * alt text the banner's title. A banner with an in-app path links through the router; one with
 * an https URL opens in a new tab (rel noopener). Nothing shows when there is no banner.
 */
import { Box, HStack, IconButton, Image, Link, Text } from '@chakra-ui/react';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LuChevronLeft, LuChevronRight, LuPause, LuPlay } from 'react-icons/lu';
import { bannerList, isExternalLink, type TerminalBanner } from '../../platform/contracts/banner.contract';
import { useCall } from '../../ui/runtime';

/** Time each banner shows before the next, ms. */
export const ROTATE_MS = 6000;

/** The API client's proxy base (DESIGN.md §1), in front of the media route's path. */
const PROXY_BASE = '/gateway';

/** Whether the user asked for reduced motion (no automatic rotation then). */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The carousel of the home's top banners. */
export function BannerCarousel() {
  const banners = useCall(bannerList, { position: 'homeTop' });
  const rows = banners.data ?? [];
  return rows.length ? <Carousel banners={rows} /> : null;
}

/** The carousel over `banners` (at least one). */
export function Carousel({ banners }: { banners: TerminalBanner[] }) {
  const { t } = useTranslation('siteContent');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  const count = banners.length;
  const current = index % count;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [paused, held, count]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'ArrowRight') go(1);
    else return;
    e.preventDefault();
  };

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      position="relative"
      borderRadius="2xl"
      overflow="hidden"
      shadow="md"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setHeld(false)}
    >
      <Box aria-live={paused || held ? 'polite' : 'off'}>
        {banners.map((b, i) => (
          <Box
            key={b.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { index: i + 1, count })}
            hidden={i !== current}
            position="relative"
            data-testid="banner-slide"
          >
            <BannerLink banner={b}>
              <Image
                src={`${PROXY_BASE}${b.imageUrl}`}
                alt={b.title}
                w="full"
                h={{ base: '36', md: '56' }}
                objectFit="cover"
              />
              <Text
                position="absolute"
                insetX="0"
                bottom="0"
                px={{ base: '4', md: '6' }}
                py="3"
                color="white"
                fontWeight="semibold"
                fontSize={{ base: 'md', md: 'xl' }}
                bgGradient="to-t"
                gradientFrom="blackAlpha.700"
                gradientTo="transparent"
                aria-hidden
              >
                {b.title}
              </Text>
            </BannerLink>
          </Box>
        ))}
      </Box>
      {count > 1 ? (
        <HStack position="absolute" top="2" right="2" gap="1">
          <Control label={t(paused ? 'carousel.play' : 'carousel.pause')} onClick={() => setPaused((p) => !p)}>
            {paused ? <LuPlay /> : <LuPause />}
          </Control>
          <Control label={t('carousel.previous')} onClick={() => go(-1)}>
            <LuChevronLeft />
          </Control>
          <Control label={t('carousel.next')} onClick={() => go(1)}>
            <LuChevronRight />
          </Control>
        </HStack>
      ) : null}
      {count > 1 ? (
        <HStack position="absolute" bottom="3" right="4" gap="1.5">
          {banners.map((b, i) => (
            <Box
              as="button"
              key={b.id}
              aria-label={t('carousel.goTo', { index: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
              w="2.5"
              h="2.5"
              borderRadius="full"
              bg={i === current ? 'white' : 'whiteAlpha.600'}
              cursor="pointer"
              focusVisibleRing="outside"
              focusRingColor="white"
            />
          ))}
        </HStack>
      ) : null}
    </Box>
  );
}

/** A small round control over the picture. */
function Control({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton size="xs" variant="subtle" borderRadius="full" aria-label={label} onClick={onClick} opacity={0.85}>
      {children}
    </IconButton>
  );
}

/** The banner's link: through the router (in-app path), a new tab (https URL), or none. */
function BannerLink({ banner, children }: { banner: TerminalBanner; children: ReactNode }) {
  const { t } = useTranslation('siteContent');
  if (!banner.link) return <Box>{children}</Box>;
  if (isExternalLink(banner.link))
    return (
      <Link
        href={banner.link}
        target="_blank"
        rel="noopener noreferrer"
        display="block"
        focusVisibleRing="inside"
        aria-label={`${banner.title} ${t('carousel.newWindow')}`}
      >
        {children}
      </Link>
    );
  return (
    // The carousel clips its overflow: the focus ring is drawn inside the picture.
    <Link asChild display="block" focusVisibleRing="inside">
      <RouterLink to={banner.link}>{children}</RouterLink>
    </Link>
  );
}
