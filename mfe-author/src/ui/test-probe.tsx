import { useLocation } from '@teachmarket/shared-kit';

/** Test helper: shows where the page navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
