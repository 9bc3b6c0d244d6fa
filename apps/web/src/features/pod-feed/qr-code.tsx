import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The address as a QR code (a data: image, which the app's security policy allows), for a phone's camera. */
export function QrCode({ text }: { text: string }) {
  const src = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    return code.createDataURL(4, 4);
  }, [text]);
  return (
    <img
      src={src}
      alt="QR code of your feed address"
      className="size-48 rounded-lg ring-1 ring-line [image-rendering:pixelated]"
    />
  );
}
