import {
  formatPriceRange,
  premiumServices,
  sampleProjects,
  webServices,
  type PremiumService,
  type SampleProject,
  type WebService,
} from './it-services'

/** A web service as its card shows it: the price, if it has one, written out ("£500–£1,000"). */
export type WebServiceCard = Omit<WebService, 'price'> & { price?: string }

/** A premium service as its card shows it, with its price written out. */
export type PremiumServiceCard = Omit<PremiumService, 'price'> & { price: string }

/** The IT offerings of the home page and /it-services, as their cards draw them. */
export interface ItOfferingCards {
  webServices: readonly WebServiceCard[]
  premiumServices: readonly PremiumServiceCard[]
  sampleProjects: readonly SampleProject[]
}

/**
 * The cards' content, prices formatted: what a page's loader hands its cards, so that neither
 * the texts nor the price formatting travel in the page's JavaScript (docs/product.md#speed).
 */
export function itOfferingCards(): ItOfferingCards {
  return {
    webServices: webServices.map(({ price, ...service }) =>
      price ? { ...service, price: formatPriceRange(price) } : service,
    ),
    premiumServices: premiumServices.map(({ price, ...service }) => ({
      ...service,
      price: formatPriceRange(price),
    })),
    sampleProjects,
  }
}
