export { $world } from './world';
export { $cart, $cartCount, addToCart, CART_TOKEN_KEY, loadCart, removeFromCart } from './cart';
export type { CartState } from './cart';
