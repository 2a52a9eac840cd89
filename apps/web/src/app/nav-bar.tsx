// Top navigation (docs/spec/product-spec.md §2): logo to /dashboard, the section links, History and Settings for
// admin and manager only, the role in capitals, the language switch and Log out.
//
// It fits every width from 320 px up in both languages:
// - wide (>= 1152 px): the links inline; on the right one user menu button (role badge, and the
//   name from 1280 px) that opens a small panel with the language switch and Log out;
// - compact (< 1152 px): logo, role badge and a menu button; the panel holds the links, the
//   language switch and Log out.
// Both panels are disclosures (aria-expanded/aria-controls); Escape or a click elsewhere closes
// them and Escape puts the focus back on their button. Hovering or focusing a link prefetches
// its screen (app/prefetch.ts).
import { Badge, Box, Button, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { canManageUsers } from '@pawdesk/domain/users/user.schema';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Session } from '../lib/session';
import { useMediaQuery } from '../lib/use-media-query';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { prefetchScreen } from './prefetch';
import { RouterLink } from './router-link';
import { useRoleLabel } from './use-role-label';

/** Below this width the links fold into the menu (Spanish needs ~1060 px with the user menu). */
const COMPACT_QUERY = '(max-width: 71.99rem)';
/** Below this width the word mark gives its room to the role badge (the logo stays). */
const TINY_QUERY = '(max-width: 22.49rem)';

interface NavItem {
  href: string;
  labelKey: string;
}

const SECTION_LINKS: readonly NavItem[] = [
  { href: '/dogs', labelKey: 'dogs' },
  { href: '/owners', labelKey: 'owners' },
  { href: '/daycare', labelKey: 'daycare' },
  { href: '/hotel', labelKey: 'hotel' },
  { href: '/vet', labelKey: 'vet' },
  { href: '/grooming', labelKey: 'grooming' },
  { href: '/vaccinations', labelKey: 'vaccinations' },
  { href: '/invoices', labelKey: 'invoices' },
  { href: '/till', labelKey: 'till' },
];
const HISTORY_LINK: NavItem = { href: '/history', labelKey: 'history' };
const SETTINGS_LINK: NavItem = { href: '/settings', labelKey: 'settings' };

function isCurrent(location: string, href: string): boolean {
  return location === href || location.startsWith(`${href}/`);
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.15s' }}
    >
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Open/closed state of a disclosure panel: Escape and clicks outside close it. */
function useDisclosure(button: RefObject<HTMLButtonElement | null>, panel: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (button.current?.contains(target) || panel.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, button, panel]);
  return [open, setOpen] as const;
}

export function NavBar({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const { t } = useTranslation('nav');
  const roleLabel = useRoleLabel();
  const [location] = useLocation();
  const compact = useMediaQuery(COMPACT_QUERY);
  const tiny = useMediaQuery(TINY_QUERY);
  const menuId = useId();
  const userMenuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLDivElement>(null);
  const userButton = useRef<HTMLButtonElement>(null);
  const userPanel = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useDisclosure(menuButton, menuPanel);
  const [userOpen, setUserOpen] = useDisclosure(userButton, userPanel);

  const links = canManageUsers(session.user.role)
    ? [...SECTION_LINKS, HISTORY_LINK, SETTINGS_LINK]
    : SECTION_LINKS;
  const who = session.user.name?.trim() || session.user.username;

  // A followed link, or crossing the compact width, closes both panels.
  useEffect(() => {
    setMenuOpen(false);
    setUserOpen(false);
  }, [location, compact, setMenuOpen, setUserOpen]);

  const role = (
    <Badge
      colorPalette="brand"
      variant="subtle"
      size="md"
      data-testid="nav-role"
      title={t('roleLabel')}
      flexShrink={0}
    >
      {roleLabel(session.user.role).toUpperCase()}
    </Badge>
  );
  const logout = (
    <Button size="sm" variant="outline" onClick={onLogout}>
      {t('logout')}
    </Button>
  );
  const linkList = (direction: 'row' | 'column') => (
    <Stack
      as="ul"
      direction={direction}
      gap={direction === 'row' ? '0.5' : '0.5'}
      listStyleType="none"
      m="0"
      p="0"
    >
      {links.map((link) => {
        const current = isCurrent(location, link.href);
        return (
          <Box as="li" key={link.href}>
            <RouterLink
              href={link.href}
              aria-current={current ? 'page' : undefined}
              display="block"
              // Twelve links (an admin's: the ten sections, History, Settings) and the user menu
              // fit inline from 1152 px in Spanish with 6 px sides.
              px={direction === 'row' ? '1.5' : '3'}
              py="2"
              borderRadius="l2"
              whiteSpace="nowrap"
              fontSize={direction === 'row' ? 'sm' : 'md'}
              fontWeight={current ? 'semibold' : 'medium'}
              color={current ? 'brand.fg' : 'fg'}
              bg={current ? 'brand.subtle' : undefined}
              textDecoration="none"
              _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
              onPointerEnter={() => prefetchScreen(link.href)}
              onFocus={() => prefetchScreen(link.href)}
            >
              {t(link.labelKey)}
            </RouterLink>
          </Box>
        );
      })}
    </Stack>
  );

  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
      <Box as="nav" aria-label={t('mainNavigation')}>
        <Flex
          align="center"
          gap={{ base: '2', md: '4' }}
          px={{ base: '3', md: '6' }}
          h="14"
          position="relative"
        >
          <RouterLink
            href="/dashboard"
            display="flex"
            alignItems="center"
            gap="2"
            fontWeight="bold"
            fontSize="lg"
            color="brand.800"
            textDecoration="none"
            aria-label={t('home')}
            flexShrink={0}
            onPointerEnter={() => prefetchScreen('/dashboard')}
            onFocus={() => prefetchScreen('/dashboard')}
          >
            <Logo />
            {tiny ? null : <Text as="span">PawDesk</Text>}
          </RouterLink>

          {compact ? (
            <Flex ms="auto" align="center" gap="2" minW="0">
              {role}
              <Button
                ref={menuButton}
                variant="ghost"
                size="sm"
                aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onClick={() => setMenuOpen((open) => !open)}
              >
                <MenuIcon open={menuOpen} />
              </Button>
            </Flex>
          ) : (
            <>
              {linkList('row')}
              <Box ms="auto" position="relative" flexShrink={0}>
                <Button
                  ref={userButton}
                  variant="ghost"
                  size="sm"
                  aria-expanded={userOpen}
                  aria-controls={userMenuId}
                  onClick={() => setUserOpen((open) => !open)}
                  gap="2"
                >
                  <Text
                    as="span"
                    maxW="40"
                    truncate
                    fontWeight="medium"
                    display={{ base: 'none', xl: 'inline' }}
                  >
                    {who}
                  </Text>
                  {role}
                  <Chevron open={userOpen} />
                </Button>
                <Box
                  ref={userPanel}
                  id={userMenuId}
                  hidden={!userOpen}
                  display={userOpen ? 'block' : 'none'}
                  position="absolute"
                  insetEnd="0"
                  top="calc(100% + 0.5rem)"
                  minW="64"
                  bg="bg.panel"
                  borderWidth="1px"
                  borderRadius="l3"
                  boxShadow="lg"
                  p="4"
                  data-testid="user-menu"
                >
                  <Stack gap="3">
                    <Stack gap="0.5">
                      <Text fontWeight="semibold">{who}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        @{session.user.username}
                      </Text>
                    </Stack>
                    <Separator />
                    <LanguageSwitch size="sm" />
                    <Separator />
                    {logout}
                  </Stack>
                </Box>
              </Box>
            </>
          )}
        </Flex>

        {compact ? (
          <Box
            ref={menuPanel}
            id={menuId}
            hidden={!menuOpen}
            display={menuOpen ? 'block' : 'none'}
            borderTopWidth="1px"
            px="3"
            pb="4"
            pt="2"
            maxH="calc(100dvh - 3.5rem)"
            overflowY="auto"
            data-testid="mobile-menu"
          >
            {linkList('column')}
            <Separator my="3" />
            <Flex gap="3" align="center" wrap="wrap" justify="space-between">
              <Text fontSize="sm" color="fg.muted" truncate minW="0">
                {who}
              </Text>
              <Flex gap="3" align="center" ms="auto">
                <LanguageSwitch size="sm" />
                {logout}
              </Flex>
            </Flex>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
