import { type BillingAddressResponse, useQuery } from '@teachmarket/shared-kit';
import { getBillingAddress, saveBillingAddress } from '@teachmarket/shared-kit/page-api';
import { useState } from 'react';
import { countryOfWorld, toBilling, type BillingField, type BillingValues } from './billing-rules';

/** What the form offers to do with the entered address: save it (none saved yet), replace the saved one, or nothing. */
export type SaveOffer = 'save' | 'update' | null;

type Saved = NonNullable<BillingAddressResponse['item']>;
const fromSaved = (s: Saved): BillingValues => ({ name: s.name, street: s.street, postcode: s.postcode, city: s.city, country: s.country, taxId: s.taxId ?? '' });
const same = (a: BillingValues, b: BillingValues) => JSON.stringify(toBilling(a)) === JSON.stringify(toBilling(b));

/**
 * The checkout's billing values: pre-filled from the buyer's saved billing address (cabinet /billing-address, spec §7
 * "addresses and tax ids") unless they started typing first, and the offer to save what they entered for next time.
 */
export function useBilling(world: string) {
  const saved = useQuery(['getBillingAddress', world], () => getBillingAddress());
  const [values, setValues] = useState<BillingValues>({ name: '', street: '', postcode: '', city: '', country: countryOfWorld(world), taxId: '' });
  const [edited, setEdited] = useState(false);
  const [prefilled, setPrefilled] = useState(false);
  const [savedNow, setSavedNow] = useState<BillingValues | null>(null);
  const [save, setSave] = useState(false);

  const fromApi = saved.status === 'success' && saved.data.item ? fromSaved(saved.data.item) : null;
  if (fromApi && !prefilled && !edited) {
    setPrefilled(true);
    setValues(fromApi);
  }
  const current = savedNow ?? fromApi;
  // A failed look-up offers nothing: we cannot tell "save" from "replace".
  const offer: SaveOffer = saved.status !== 'success' ? null : !current ? 'save' : same(current, values) ? null : 'update';

  const change = (field: BillingField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setEdited(true);
  };

  /** Saves the entered address when the buyer asked to; false when that failed (the order goes ahead regardless). */
  const saveIfAsked = async (): Promise<boolean> => {
    if (!offer || !save) return true;
    try {
      await saveBillingAddress(toBilling(values));
      setSavedNow(values);
      setSave(false);
      return true;
    } catch {
      return false;
    }
  };

  return { values, change, prefilled, offer, save, setSave, saveIfAsked };
}
