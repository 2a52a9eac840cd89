// A record's History in a right-hand drawer (full screen on a phone), for the screens whose
// records have no details view of their own: a row menu's or a card's 'History' opens it
// (`useHistoryDrawer`). The title is 'History: Luna'; the events (features/audit/record-history,
// with its texts) load only when a drawer first opens. Focus goes into the drawer and back to
// the opener; Escape and the close button close it.
import { CloseButton, Drawer, Portal, Text } from '@chakra-ui/react';
import type { TAuditEntity } from '@pawdesk/domain/audit/audit.schema';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from './skeletons';

const RecordHistory = lazy(() => import('../../features/audit/record-history'));

/** Whose history: the record, its name ('Luna') and an optional line under the title. */
export interface HistoryTarget {
  entity: TAuditEntity;
  entityId: string;
  name: string;
  /** What the record is, said under the title ('Hotel stay 11/23/2026 – 11/26/2026'). */
  subtitle?: string;
}

export function HistoryDrawer({
  target,
  onClose,
  showLink = false,
  testId = 'history-drawer',
}: {
  /** The record shown; null closes the drawer. */
  target: HistoryTarget | null;
  onClose: () => void;
  /** Link to the record's screen while it exists (the global History). */
  showLink?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation(['blocks', 'common']);
  // The record stays while the drawer slides away, so its title does not blank.
  const [shown, setShown] = useState<HistoryTarget | null>(target);
  if (target !== null && target !== shown) setShown(target);
  return (
    <Drawer.Root
      open={target !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={{ base: 'full', md: 'md' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId}>
            <Drawer.Header pe="14" flexDirection="column" alignItems="flex-start" gap="0.5">
              <Drawer.Title wordBreak="break-word">
                {shown ? t('blocks:history.title', { name: shown.name }) : ''}
              </Drawer.Title>
              {shown?.subtitle ? (
                <Text fontSize="sm" color="fg.muted">
                  {shown.subtitle}
                </Text>
              ) : null}
            </Drawer.Header>
            <Drawer.Body pb="6">
              {shown ? (
                <Suspense fallback={<ListSkeleton rows={4} columns={2} />}>
                  <RecordHistory
                    key={`${shown.entity}-${shown.entityId}`}
                    entity={shown.entity}
                    entityId={shown.entityId}
                    name={shown.name}
                    showLink={showLink}
                  />
                </Suspense>
              ) : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** A screen's History drawer: `open(target)` from a row menu or a card, `drawer` drawn once. */
export function useHistoryDrawer(options: { showLink?: boolean } = {}) {
  const { t } = useTranslation('blocks');
  const [target, setTarget] = useState<HistoryTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  return {
    open: setTarget,
    /** The row menu's 'History' item for a record. */
    menuItem: (next: HistoryTarget) => ({
      value: 'history',
      label: t('blocks:history.menuItem'),
      onSelect: () => setTarget(next),
    }),
    drawer: <HistoryDrawer target={target} onClose={close} showLink={options.showLink ?? false} />,
  };
}
