import type { Material } from '@teachmarket/shared-kit';
import { useLayoutEffect, type RefObject } from 'react';

/** What an e-mail field must look like before it is sent (the API checks it again). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The props of an opened e-mail form of the material page (recommend, free download): chunks of their own (issue 16). */
export interface OpenedFormProps {
  material: Material;
  /** The form element, for Escape (useCancelableForm in the form's button component). */
  form: RefObject<HTMLFormElement | null>;
  /** Cancel. */
  close: () => void;
  /** The e-mail went out to this address. */
  onSent: (email: string) => void;
}

/** The form's first field takes the focus in the commit that replaces its button, so the focus never rests on the page's body. */
export function useFocusFirstField(form: RefObject<HTMLFormElement | null>): void {
  useLayoutEffect(() => {
    form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [form]);
}
