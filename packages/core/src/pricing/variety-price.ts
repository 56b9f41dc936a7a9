/**
 * A variety inherits its product's price when it holds the same price (varieties.price is never
 * empty, so sameness is the mark): the hidden default variety always, and any variety staff left at
 * the product's price. A change to the product's price moves every inheriting variety with it; a
 * variety given a price of its own keeps it.
 */
export function inheritsProductPrice(
  variety: { price: number; isDefault?: boolean },
  productPrice: number,
): boolean {
  return variety.isDefault === true || variety.price === productPrice;
}

/**
 * The price a new variety starts from: the one typed for it, else its product's (staff change it
 * afterwards when it differs).
 */
export function newVarietyPrice(typed: number | null | undefined, productPrice: number): number {
  return typed ?? productPrice;
}
