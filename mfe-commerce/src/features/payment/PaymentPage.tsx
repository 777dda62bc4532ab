import { useStore } from '@nanostores/react';
import { href, LoadingState, Navigate, type PageProps, $session } from '@teachmarket/shared-kit';
import { Checkout } from './Checkout';
import './payment.css';

/** Payment (spec §2 commerce): logged-in buyers only; anyone else logs in first and comes back here. */
export default function PaymentPage({ world }: PageProps) {
  const session = useStore($session);
  // Until the shell has validated the session, nobody is known to be logged in or out.
  if (session.status === 'validating') return <LoadingState />;
  if (session.status !== 'loggedIn') {
    return <Navigate to={href('login', {}, world, { query: { returnTo: href('payment', {}, world) } })} replace />;
  }
  return <Checkout world={world} />;
}
