// Top navigation (spec section 2): logo to /dashboard, the section links, Settings for admin and
// manager only, the role in capitals, the language switch and Log out. Below 1152px the links
// fold into a menu opened by a button.
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { canManageUsers } from '@pawdesk/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Session } from '../lib/session';
import { COMPACT_NAV_QUERY, useMediaQuery } from '../lib/use-media-query';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { RouterLink } from './router-link';
import { useRoleLabel } from './use-role-label';

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
];
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

export function NavBar({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const { t } = useTranslation('nav');
  const roleLabel = useRoleLabel();
  const [location] = useLocation();
  const isPhone = useMediaQuery(COMPACT_NAV_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  const links = canManageUsers(session.user.role) ? [...SECTION_LINKS, SETTINGS_LINK] : SECTION_LINKS;

  // A followed link, or growing past phone width, closes the menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [location, isPhone]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const role = (
    <Badge colorPalette="teal" variant="subtle" size="md" data-testid="nav-role" title={t('roleLabel')}>
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
      gap={direction === 'row' ? '1' : '0'}
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
              px="3"
              py="2"
              borderRadius="md"
              fontWeight={current ? 'semibold' : 'medium'}
              color={current ? 'teal.700' : 'fg'}
              bg={current ? 'teal.50' : undefined}
              textDecoration="none"
              _hover={{ bg: 'teal.50', textDecoration: 'none' }}
            >
              {t(link.labelKey)}
            </RouterLink>
          </Box>
        );
      })}
    </Stack>
  );

  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="docked">
      <Flex
        as="nav"
        aria-label={t('mainNavigation')}
        align="center"
        gap="4"
        px={{ base: '3', md: '6' }}
        py="2"
      >
        <RouterLink
          href="/dashboard"
          display="flex"
          alignItems="center"
          gap="2"
          fontWeight="bold"
          fontSize="lg"
          color="teal.800"
          textDecoration="none"
          aria-label={t('home')}
        >
          <Logo />
          <Text as="span">PawDesk</Text>
        </RouterLink>

        {isPhone ? (
          <Box ms="auto">
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
          </Box>
        ) : (
          <>
            {linkList('row')}
            <HStack ms="auto" gap="3">
              {role}
              <LanguageSwitch />
              {logout}
            </HStack>
          </>
        )}
      </Flex>

      {isPhone ? (
        <Box
          id={menuId}
          hidden={!menuOpen}
          display={menuOpen ? 'block' : 'none'}
          borderTopWidth="1px"
          px="3"
          pb="3"
          pt="2"
          data-testid="mobile-menu"
        >
          {linkList('column')}
          <Flex mt="3" gap="3" align="center" wrap="wrap">
            {role}
            <LanguageSwitch size="sm" />
            <Box ms="auto">{logout}</Box>
          </Flex>
        </Box>
      ) : null}
    </Box>
  );
}
