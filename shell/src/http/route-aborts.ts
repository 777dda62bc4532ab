import { abortedOnPayment, PAYMENT_ROUTE_ID } from './rules';

/**
 * spec §7: on the payment page the calls to filters, subjects menu, anonymous subscription persist
 * and both wishlist queries are aborted — those already running when the page opens and those
 * started while it is open.
 */
export class RouteAborts {
  private routeId = '';
  private readonly inFlight = new Map<AbortController, string>();

  current(): string {
    return this.routeId;
  }

  /** Called by the router on every route change. */
  routeChanged(routeId: string): void {
    this.routeId = routeId;
    if (routeId !== PAYMENT_ROUTE_ID) return;
    for (const [controller, url] of this.inFlight) if (abortedOnPayment(url)) controller.abort();
  }

  /** A signal that aborts with the caller's one or with the payment-page rule; `done` unregisters it. */
  track(url: string, signal: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
    const controller = new AbortController();
    if (this.routeId === PAYMENT_ROUTE_ID && abortedOnPayment(url)) controller.abort();
    this.inFlight.set(controller, url);
    return {
      signal: signal ? AbortSignal.any([signal, controller.signal]) : controller.signal,
      done: () => this.inFlight.delete(controller),
    };
  }
}

export const routeAborts = new RouteAborts();
