import { useEffect, useState } from 'react';
import { loadedPhoneFormat, loadPhoneFormat, type PhoneFormat } from '@shared/phone-later';

/**
 * The phone formatter for a card of a screen's first content (the users list, the approvals inbox): asked for once
 * the card is drawn, so libphonenumber is no part of the first paint (issue 25). Undefined until it arrives; the
 * card keeps the number's row, unseen, until then, so nothing moves and no number is seen regrouped.
 */
export function usePhoneFormat(): PhoneFormat | undefined {
  const [format, setFormat] = useState(loadedPhoneFormat);
  useEffect(() => {
    if (format) return;
    let live = true;
    loadPhoneFormat().then(
      (loaded) => live && setFormat(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [format]);
  return format;
}
