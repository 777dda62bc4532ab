import type { PageProps } from '@teachmarket/shared-kit';
import type { Namespace, TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation, type FallbackNs } from 'react-i18next';
import { CabinetLayout, type CabinetLayoutOptions } from './CabinetLayout';

interface Texts {
  title: string;
  /** What an anonymous visitor is asked; default: "log in to manage your account". */
  loginMessage?: string;
}

/**
 * A cabinet page as the remote's contract wants it: the page's title (and login message) from its own
 * namespace, the CabinetLayout around it (login, seller check, navigation), and the content inside,
 * which is only rendered (and only requests data) once the layout lets the visitor in.
 */
export function cabinetPage<Ns extends Namespace>(
  ns: Ns,
  texts: (t: TFunction<FallbackNs<Ns>>) => Texts,
  Content: ComponentType<PageProps>,
  options: CabinetLayoutOptions = {},
): ComponentType<PageProps> {
  function CabinetPage(page: PageProps) {
    const { t } = useTranslation(ns);
    return (
      <CabinetLayout world={page.world} routeId={page.routeId} {...texts(t)} {...options}>
        <Content {...page} />
      </CabinetLayout>
    );
  }
  CabinetPage.displayName = `CabinetPage(${Content.displayName ?? Content.name})`;
  return CabinetPage;
}
