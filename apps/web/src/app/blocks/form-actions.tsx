// The buttons under a form: the submit (brand colour; 'Saving...' and a spinner while it runs, so
// a second press does nothing) and, when the form can be left, Cancel beside it, disabled while
// saving. They wrap on a narrow screen.
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function FormActions({
  submitLabel,
  submitting,
  busyLabel,
  onCancel,
  cancelLabel,
  gap = '3',
}: {
  submitLabel: string;
  /** The form is being sent (react-hook-form's isSubmitting). */
  submitting: boolean;
  /** The submit's text while sending (default: 'Saving...'). */
  busyLabel?: string;
  /** Leaves the form; no Cancel button without it. */
  onCancel?: (() => void) | undefined;
  /** The other button's text (default: Cancel). */
  cancelLabel?: string;
  gap?: '2' | '3';
}) {
  const { t } = useTranslation('common');
  return (
    <HStack gap={gap} wrap="wrap">
      <Button
        type="submit"
        colorPalette="brand"
        loading={submitting}
        loadingText={busyLabel ?? t('common:saving')}
      >
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
          {cancelLabel ?? t('common:cancel')}
        </Button>
      ) : null}
    </HStack>
  );
}
