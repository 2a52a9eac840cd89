// The running till (the Till page's first tab): "Open the till" with a float when none is open;
// while one is open, who opened it and when, the float, cash in and out, the cash expected in the
// drawer and the totals by method; then "Close the till": the counted cash, the difference shown
// while it is typed (counted − expected, signed, coloured and worded), and a reason, which the
// server requires when the difference is not 0 (its 400 "Explain the cash difference" shows under
// the reason in the reader's language; nothing changes). Closed, the report opens.
import { Box, Button, chakra, HStack, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { type TTill, ZEurosText, ZTillCloseInput, ZTillOpenInput } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { ErrorState } from '../../app/blocks/error-state';
import { FormActions } from '../../app/blocks/form-actions';
import { FormField } from '../../app/blocks/form-field';
import { NumberInput } from '../../app/blocks/number-field';
import { Fact } from '../../app/blocks/record-card';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useDateFormat } from '../../lib/dates';
import { errorData, errorText } from '../../lib/errors';
import { formatSignedMoney, useMoney } from '../../lib/money-format';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useZodForm } from '../../lib/use-zod-form';
import {
  allMethods,
  cashDifference,
  DIFFERENCE_PALETTE,
  differenceTone,
  tillReportHref,
} from './till-figures';
import { TILL_NAMESPACES } from './till-namespaces';
import { useCurrentTill, useTillMutations } from './use-till';

/** The float typed in euros ('12,50' in Spanish), sent as cents. */
const ZOpenForm = ZTillOpenInput.extend({ floatCents: ZEurosText });

/** The counted cash in euros; the reason as typed (empty: none; the server decides if one is needed). */
const ZCloseForm = ZTillCloseInput.extend({
  countedCashCents: ZEurosText,
  differenceReason: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(500).optional(),
  ),
});

function OpenTillForm() {
  const { t } = useTranslation([...TILL_NAMESPACES]);
  const { open } = useTillMutations();
  const form = useZodForm(ZOpenForm, { defaultValues: { floatCents: '' } });
  const onSubmit = form.submit(
    async (input) => {
      await open.mutateAsync(input);
      toastSuccess({ key: 'till:open.done' });
    },
    (error) => toastError({ key: 'till:open.failed' }, (tr) => errorText(error, tr)),
  );
  return (
    <SectionCard title={t('till:open.title')} hint={t('till:open.hint')} gap="4" maxW="md" testId="till-open">
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField
            label={t('till:open.float')}
            required
            error={form.fieldError('floatCents')}
            helper={t('till:euros')}
          >
            <NumberInput control={form.control} name="floatCents" bg="white" />
          </FormField>
          <FormActions
            submitLabel={t('till:open.submit')}
            submitting={form.isSubmitting}
            busyLabel={t('till:open.busy')}
          />
        </Stack>
      </chakra.form>
    </SectionCard>
  );
}

/** The session's figures: the cash in the drawer, then every method. */
function TillFigures({ till }: { till: TTill }) {
  const { t } = useTranslation([...TILL_NAMESPACES]);
  const { money } = useMoney();
  const dates = useDateFormat();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SectionCard title={t('till:running.title')} testId="till-running">
        <SimpleGrid as="dl" columns={2} gap="3">
          <Fact label={t('till:report.openedAt')}>{dates.dateTime(till.openedAt)}</Fact>
          <Fact label={t('till:report.openedBy')}>{till.openedByName ?? t('till:report.unknown')}</Fact>
          <Fact label={t('till:report.float')} figure>
            <span data-testid="till-float">{money(till.floatCents)}</span>
          </Fact>
          <Fact label={t('till:report.cashIn')} figure>
            <span data-testid="till-cash-in">{money(till.cashInCents)}</span>
          </Fact>
          <Fact label={t('till:report.cashOut')} figure>
            <span data-testid="till-cash-out">{money(till.cashOutCents)}</span>
          </Fact>
          <Fact label={t('till:report.expected')} figure>
            <Text as="span" fontSize="lg" fontWeight="semibold" data-testid="till-expected">
              {money(till.expectedCashCents)}
            </Text>
          </Fact>
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('till:report.byMethod')} testId="till-by-method">
        <MethodTable byMethod={till.byMethod} />
      </SectionCard>
    </SimpleGrid>
  );
}

/** Every method's total (0 for those not taken), as a small table. */
export function MethodTable({ byMethod }: { byMethod: TTill['byMethod'] }) {
  const { t } = useTranslation([...TILL_NAMESPACES]);
  const { money } = useMoney();
  return (
    <Table.Root size="sm">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('till:report.method')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('till:report.amount')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {allMethods(byMethod).map((m) => (
          <Table.Row key={m.method} data-testid={`till-method-${m.method}`}>
            <Table.Cell>{t(`till:method.${m.method}`)}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {money(m.cents)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function CloseTillForm({ till }: { till: TTill }) {
  const { t, i18n } = useTranslation([...TILL_NAMESPACES]);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const [, navigate] = useLocation();
  const { close } = useTillMutations();
  const form = useZodForm(ZCloseForm, {
    defaultValues: { countedCashCents: '', differenceReason: '' },
    messageFields: { 'till.explainDifference': 'differenceReason' },
  });
  const difference = cashDifference(form.watch('countedCashCents'), till.expectedCashCents);
  const tone = difference === null ? null : differenceTone(difference);
  const onSubmit = form.submit(
    async (input) => {
      const report = await close.mutateAsync(input);
      toastSuccess({ key: 'till:close.done' });
      navigate(tillReportHref(report.id));
    },
    (error) => {
      // The reason the server asked for is shown under its field; anything else in a toast.
      if (errorData(error).messageKey === 'till.explainDifference') return;
      toastError({ key: 'till:close.failed' }, (tr) => errorText(error, tr));
    },
  );
  return (
    <SectionCard
      title={t('till:close.title')}
      hint={t('till:close.hint')}
      gap="4"
      maxW="xl"
      testId="till-close"
    >
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField
            label={t('till:close.counted')}
            required
            error={form.fieldError('countedCashCents')}
            helper={t('till:euros')}
          >
            <NumberInput control={form.control} name="countedCashCents" bg="white" />
          </FormField>
          <Box aria-live="polite" data-testid="till-difference-line">
            {difference !== null && tone !== null ? (
              <HStack gap="2" wrap="wrap">
                <Text color="fg.muted">{t('till:report.difference')}</Text>
                <Text
                  as="strong"
                  fontVariantNumeric="tabular-nums"
                  color={`${DIFFERENCE_PALETTE[tone]}.fg`}
                  data-testid="till-difference"
                  data-tone={tone}
                >
                  {formatSignedMoney(lang, difference)}
                </Text>
                <Text color={`${DIFFERENCE_PALETTE[tone]}.fg`}>({t(`till:tone.${tone}`)})</Text>
              </HStack>
            ) : (
              <Text color="fg.muted">{t('till:close.typeCount')}</Text>
            )}
          </Box>
          <FormField
            label={t('till:close.reason')}
            required={difference !== null && difference !== 0}
            error={form.fieldError('differenceReason')}
            helper={t('till:close.reasonHelper')}
          >
            <Textarea {...form.register('differenceReason')} bg="white" rows={2} />
          </FormField>
          <FormActions
            submitLabel={t('till:close.submit')}
            submitting={form.isSubmitting}
            busyLabel={t('till:close.busy')}
          />
        </Stack>
      </chakra.form>
    </SectionCard>
  );
}

export function RunningTill({ onShowSessions }: { onShowSessions: () => void }) {
  const { t } = useTranslation([...TILL_NAMESPACES]);
  const { query, till, none } = useCurrentTill();
  if (query.isPending) return <ListSkeleton rows={4} columns={2} />;
  if (none) {
    return (
      <Stack gap="4">
        <OpenTillForm />
        <Box>
          <Button variant="outline" size="sm" onClick={onShowSessions}>
            {t('till:sessions.show')}
          </Button>
        </Box>
      </Stack>
    );
  }
  if (!till) {
    return (
      <ErrorState title={t('till:loadError')} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <Stack gap="4">
      <TillFigures till={till} />
      <CloseTillForm till={till} />
    </Stack>
  );
}
