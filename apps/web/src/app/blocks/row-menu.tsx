// Row actions in one '⋯' menu: the trigger's accessible name says whose actions they are
// ("Actions for Luna"); Delete comes last, after a separator, in red, and the screen still
// confirms it with ConfirmDeleteDialog.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface RowAction {
  value: string;
  label: string;
  onSelect: () => void;
  /** Destructive (Delete): shown last, separated, in red. */
  danger?: boolean;
  disabled?: boolean;
  /** Why it is disabled, read out and shown as a tooltip. */
  title?: string;
  testId?: string;
}

export function RowMenu({
  name,
  actions,
  testId,
}: {
  name: string;
  actions: readonly RowAction[];
  testId?: string;
}) {
  const { t } = useTranslation('blocks');
  const safe = actions.filter((action) => !action.danger);
  const danger = actions.filter((action) => action.danger);
  return (
    <Menu.Root
      // Ten rows, ten menus: their content is rendered only when opened.
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => actions.find((action) => action.value === details.value)?.onSelect()}
    >
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="xs"
          aria-label={t('blocks:rowActions', { name })}
          data-testid={testId}
          onClick={(event) => event.stopPropagation()}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <circle cx="5" cy="12" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="19" cy="12" r="2" />
          </svg>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {safe.map((action) => menuItem(action))}
            {danger.length > 0 && safe.length > 0 ? <Menu.Separator /> : null}
            {danger.map((action) => menuItem(action, true))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** One action of the menu; a dangerous one (Delete) is drawn in the error colour. */
function menuItem(action: RowAction, danger = false) {
  return (
    <Menu.Item
      key={action.value}
      value={action.value}
      disabled={action.disabled}
      title={action.title}
      data-testid={action.testId}
      {...(danger ? { color: 'fg.error', _highlighted: { bg: 'bg.error', color: 'fg.error' } } : {})}
    >
      {action.label}
    </Menu.Item>
  );
}
