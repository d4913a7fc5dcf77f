/**
 * The QR of a meal voucher: the voucher's signed code itself (`<person>-<yyyymmdd>-<n>.<mac>`,
 * signed by the server), which the catering app's /sign decodes and writes off — the same
 * content as the back office's /vouchers shows. Drawn in the browser with `qrcode` as an SVG
 * image (`data-testid="voucher-qr"`, `data-code` the encoded code); a voucher that can no
 * longer be used is drawn faded.
 */
import { useEffect, useState } from 'react';
import { Box, Image, Skeleton } from '@chakra-ui/react';
import QRCode from 'qrcode';

/** Props of {@link VoucherQr}. */
export interface VoucherQrProps {
  /** The voucher's signed code, encoded as is. */
  code: string;
  /** The image's accessible name. */
  label: string;
  /** A Chakra size token of the square (default "40"). */
  size?: string;
  /** Drawn faded (used, expired or void). */
  faded?: boolean;
}

/** The QR image of `code`; a skeleton while it is drawn. */
export function VoucherQr({ code, label, size = '40', faded = false }: VoucherQrProps) {
  const [svg, setSvg] = useState<{ code: string; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((text) => {
      if (live) setSvg({ code, text });
    });
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <Box boxSize={size} flexShrink={0} bg="white" borderRadius="md" p="1" opacity={faded ? 0.3 : 1}>
      {svg && svg.code === code ? (
        <Image
          data-testid="voucher-qr"
          data-code={code}
          src={`data:image/svg+xml;utf8,${encodeURIComponent(svg.text)}`}
          alt={label}
          boxSize="full"
        />
      ) : (
        <Skeleton boxSize="full" />
      )}
    </Box>
  );
}
