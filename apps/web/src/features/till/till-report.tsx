// The closing report of a till session (docs/domains/till.md, "Screens"): who opened and closed it
// and when, the cash (float, cash in and out, expected, counted, the difference and its reason),
// the totals by method, the invoices issued and the VAT by rate (base, VAT). Drawn for the screen
// and for paper: `@media print` (PRINT_CSS) hides the app's header and every [data-print="hide"]
// (the buttons) and the toasts, drops the page's frame and keeps each table whole on its page. A session still
// open shows its running figures and says so.
import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { TTillReport } from '@pawdesk/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VatTable } from '../../app/blocks/vat-table';
import { useBusinessSettings } from '../../lib/business-settings';
import { useDateFormat } from '../../lib/dates';
import { formatSignedMoney, useMoney } from '../../lib/money-format';
import { DIFFERENCE_PALETTE, differenceTone, takenTotal } from './till-figures';
import { TILL_NAMESPACES } from './till-namespaces';
import { MethodTable } from './till-running';

/** Paper: no navigation, no buttons, no card frames; black on white; tables never split. */
export const PRINT_CSS = `
@media print {
  @page { margin: 14mm; }
  body { background: #fff !important; }
  body header, [data-print="hide"], a[href="#main-content"], [data-scope="toast"] { display: none !important; }
  main { max-width: none !important; padding: 0 !important; margin: 0 !important; }
  [data-print="sheet"] { color: #000; font-size: 11pt; }
  [data-print="sheet"] section { border-color: #999 !important; box-shadow: none !important; break-inside: avoid; }
  [data-print="sheet"] table { break-inside: avoid; }
}
`;

function Part({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="l3" bg="bg.panel" p="4" data-testid={testId}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A label and its amount, one line of the cash table. */
function Line({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Table.Row>
      <Table.Cell fontWeight={strong ? 'semibold' : undefined}>{label}</Table.Cell>
      <Table.Cell
        textAlign="end"
        fontVariantNumeric="tabular-nums"
        fontWeight={strong ? 'semibold' : undefined}
        data-testid={testId}
      >
        {value}
      </Table.Cell>
    </Table.Row>
  );
}

export function TillReportSheet({ report }: { report: TTillReport }) {
  const { t, i18n } = useTranslation([...TILL_NAMESPACES]);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const { money } = useMoney();
  const dates = useDateFormat();
  const settings = useBusinessSettings();
  const closed = report.closedAt !== null;
  const difference = report.differenceCents;
  const tone = difference === null ? null : differenceTone(difference);
  const unknown = t('till:report.unknown');

  return (
    <Stack gap="4" data-print="sheet" data-testid="till-report">
      <style>{PRINT_CSS}</style>
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {closed ? t('till:report.title') : t('till:report.titleOpen')}
        </Heading>
        {settings.data?.businessName ? <Text fontWeight="medium">{settings.data.businessName}</Text> : null}
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted" data-testid="till-report-period">
            {closed && report.closedAt
              ? t('till:report.period', {
                  from: dates.dateTime(report.openedAt),
                  to: dates.dateTime(report.closedAt),
                })
              : t('till:report.since', { from: dates.dateTime(report.openedAt) })}
          </Text>
          {closed ? null : <Badge colorPalette="blue">{t('till:sessions.open')}</Badge>}
        </HStack>
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Part title={t('till:report.session')} testId="till-report-session">
          <SimpleGrid as="dl" columns={2} gap="3">
            <Box>
              <Text as="dt" fontSize="xs" color="fg.muted">
                {t('till:report.openedBy')}
              </Text>
              <Text as="dd" data-testid="till-report-opened-by">
                {report.openedByName ?? unknown}
              </Text>
            </Box>
            <Box>
              <Text as="dt" fontSize="xs" color="fg.muted">
                {t('till:report.openedAt')}
              </Text>
              <Text as="dd">{dates.dateTime(report.openedAt)}</Text>
            </Box>
            <Box>
              <Text as="dt" fontSize="xs" color="fg.muted">
                {t('till:report.closedBy')}
              </Text>
              <Text as="dd" data-testid="till-report-closed-by">
                {closed ? (report.closedByName ?? unknown) : '—'}
              </Text>
            </Box>
            <Box>
              <Text as="dt" fontSize="xs" color="fg.muted">
                {t('till:report.closedAt')}
              </Text>
              <Text as="dd">{report.closedAt ? dates.dateTime(report.closedAt) : '—'}</Text>
            </Box>
          </SimpleGrid>
        </Part>

        <Part title={t('till:report.cash')} testId="till-report-cash">
          <Table.Root size="sm">
            <Table.Body>
              <Line label={t('till:report.float')} value={money(report.floatCents)} testId="report-float" />
              <Line
                label={t('till:report.cashIn')}
                value={money(report.cashInCents)}
                testId="report-cash-in"
              />
              <Line
                label={t('till:report.cashOut')}
                value={money(report.cashOutCents)}
                testId="report-cash-out"
              />
              <Line
                label={t('till:report.expected')}
                value={money(report.expectedCashCents)}
                testId="report-expected"
                strong
              />
              {closed ? (
                <>
                  <Line
                    label={t('till:report.counted')}
                    value={report.countedCashCents === null ? '—' : money(report.countedCashCents)}
                    testId="report-counted"
                    strong
                  />
                  <Line
                    label={t('till:report.difference')}
                    value={
                      difference === null || tone === null ? (
                        '—'
                      ) : (
                        <Text as="span" color={`${DIFFERENCE_PALETTE[tone]}.fg`} data-tone={tone}>
                          {formatSignedMoney(lang, difference)} ({t(`till:tone.${tone}`)})
                        </Text>
                      )
                    }
                    testId="report-difference"
                    strong
                  />
                </>
              ) : null}
            </Table.Body>
          </Table.Root>
          {report.differenceReason ? (
            <Text mt="3" fontSize="sm" data-testid="report-reason">
              {t('till:report.reasonLine', { reason: report.differenceReason })}
            </Text>
          ) : null}
        </Part>
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Part title={t('till:report.byMethod')} testId="till-report-methods">
          <MethodTable byMethod={report.byMethod} />
          <Text
            mt="2"
            textAlign="end"
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            data-testid="report-taken"
          >
            {t('till:report.taken', { amount: money(takenTotal(report.byMethod)) })}
          </Text>
        </Part>

        <Part title={t('till:report.invoices')} testId="till-report-vat">
          <Text mb="2" data-testid="report-invoices-issued">
            {t('till:report.invoicesIssued', { count: report.invoicesIssued })}
          </Text>
          {report.vat.length === 0 ? (
            <Text color="fg.muted">{t('till:report.noVat')}</Text>
          ) : (
            <VatTable rows={report.vat} rowTestId={(rate) => `report-vat-${rate}`} />
          )}
        </Part>
      </SimpleGrid>
    </Stack>
  );
}
