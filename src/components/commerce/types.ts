/** View models of the commerce screens: plain data the pages derive from the stores and the catalogue. */
import type { ProductType } from '@machines/commerce';
import type { ImageSource } from '@/components/ui';

export type CommerceImage = ImageSource;

/** One cart line as shown on the cart page. */
export interface CartLineView {
  type: ProductType;
  id: number;
  title: string;
  /** Detail page, e.g. /book/3. */
  href: string;
  image?: CommerceImage;
  /** Price of one unit, integer cents. */
  unitCents: number;
  quantity: number;
  /** Highest quantity allowed (stock); the + button stops there. */
  maxQuantity: number;
}

export interface CartTotalsView {
  count: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  missingForFreeShippingCents: number;
  /** Shipping is free above this subtotal (cents). */
  freeShippingAboveCents: number;
}

export type CheckoutStatusView = 'idle' | 'creating' | 'redirecting' | 'failed';

/** One wishlist entry as shown on the wishlist page. */
export interface WishlistEntryView {
  type: ProductType;
  id: number;
  title: string;
  href: string;
  image?: CommerceImage;
  /** Euros; null when the product has no price (no add-to-cart). */
  price: number | null;
  originalPrice?: number;
  ebook?: boolean;
  soldOut?: boolean;
  inCart: boolean;
}

/** One line of the hosted-checkout stand-in. */
export interface CheckoutLineView {
  key: string;
  title: string;
  quantity: number;
  /** Unit price, integer cents. */
  priceCents: number;
}
