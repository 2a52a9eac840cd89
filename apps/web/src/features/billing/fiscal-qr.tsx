// The invoice's fiscal record on screen (VERI*FACTU, docs/domains/till.md): AEAT's QR code of the
// verification URL the invoice answers (`qrUrl`, the same the PDF draws: nif, numserie, fecha,
// importe), under AEAT's caption "QR tributario:", with the record's fingerprint and the previous
// one in the chain. The `qrcode` package is loaded when the card is drawn (its own chunk: never on
// the Today board's route) and the code is drawn as one SVG path of its dark modules, error
// correction M as AEAT asks; no image data, no innerHTML.
import { Box, Code, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FISCAL_QR_CAPTION, type TInvoice } from '@pawdesk/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../app/blocks/section-card';

/** The QR's modules as one SVG path ('M{x} {y}h1v1h-1z' per dark module) and its size. */
export async function qrPath(url: string): Promise<{ size: number; path: string }> {
  const QRCode = await import('qrcode');
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y += 1)
    for (let x = 0; x < modules.size; x += 1) if (modules.get(y, x)) path += `M${x} ${y}h1v1h-1z`;
  return { size: modules.size, path };
}

function FiscalQr({ url, label }: { url: string; label: string }) {
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void qrPath(url).then((next) => {
      if (live) setQr(next);
    });
    return () => {
      live = false;
    };
  }, [url]);
  if (!qr) return <Skeleton boxSize="40" data-testid="invoice-qr-loading" />;
  const quiet = 4;
  const box = qr.size + quiet * 2;
  return (
    <Box boxSize="40" bg="white" flexShrink={0}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
        width="100%"
        height="100%"
        shapeRendering="crispEdges"
        data-testid="invoice-qr"
        data-qr-url={url}
      >
        <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
    </Box>
  );
}

export function FiscalRecordCard({
  record,
  qrUrl,
}: {
  record: NonNullable<TInvoice['record']>;
  qrUrl: string | null;
}) {
  const { t } = useTranslation(['billing']);
  return (
    <SectionCard title={t('billing:fiscal.title')} testId="invoice-fiscal">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        {qrUrl ? (
          <Stack gap="1" align="flex-start">
            <Text fontSize="sm" fontWeight="semibold">
              {FISCAL_QR_CAPTION}
            </Text>
            <FiscalQr url={qrUrl} label={t('billing:fiscal.qr')} />
            <Link href={qrUrl} target="_blank" rel="noreferrer" fontSize="sm" data-testid="invoice-qr-link">
              {t('billing:fiscal.check')}
            </Link>
          </Stack>
        ) : null}
        <Stack as="dl" gap="2" minW="0">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {t('billing:fiscal.hash')}
          </Text>
          <Code as="dd" wordBreak="break-all" whiteSpace="normal" data-testid="invoice-hash">
            {record.hash}
          </Code>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {t('billing:fiscal.previousHash')}
          </Text>
          <Code as="dd" wordBreak="break-all" whiteSpace="normal" data-testid="invoice-previous-hash">
            {record.previousHash ?? t('billing:fiscal.firstRecord')}
          </Code>
        </Stack>
      </SimpleGrid>
    </SectionCard>
  );
}
