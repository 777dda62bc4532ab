export { $world } from './world';
export { $cart, $cartCount, addToCart, CART_TOKEN_KEY, loadCart, removeFromCart } from './cart';
export type { CartLine, CartState } from './cart';
