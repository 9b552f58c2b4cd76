import type { DimensionName } from './dimensions';

/** Events of the catalog (issue #4 "Catalog"); streams `catalog-manufacturer-{id}` and `catalog-product-{id}`. */
export type LoyaltyProgramme = 'rewards' | 'rebates';

/** Spec point 3 Manufacturer: unique name, id, display name, rewards display name, rewards URL, terms URL, logo file. */
export interface ManufacturerDefinition {
  manufacturerId: string;
  uniqueName: string;
  displayName: string;
  /** Spec point 1: two manufacturers run a rewards programme, one pays rebates. */
  programme: LoyaltyProgramme;
  rewardsDisplayName: string;
  rewardsUrl: string;
  termsUrl: string;
  logoFile: string;
}

/**
 * One block of a product's parameter grid: every combination of its value lists is a variant.
 * A product's variants are the union of its blocks (real lenses restrict e.g. high cylinders to
 * fewer axes), so the grid stays a few hundred strings even when it spans thousands of variants.
 */
export type GridBlock = Partial<Record<DimensionName, string[]>>;

export type Modality = 'daily' | 'two-week' | 'monthly';
export type LensType = 'spherical' | 'toric' | 'multifocal' | 'color';

/** A product as the catalog file states it, with its grid expanded to canonical values. */
export interface ProductDefinition {
  productId: string;
  productNumber: string;
  name: string;
  brand: { recordId: string; name: string };
  manufacturerId: string;
  modality: Modality;
  lensType: LensType;
  packSize: number;
  supplyAmount: number;
  supplyUnit: string;
  /** Box price (cost) in US dollars. */
  boxPrice: number;
  isAvailable: boolean;
  keywords: string[];
  /** The dimensions this product is chosen by, in spec order. */
  dimensions: DimensionName[];
  grid: GridBlock[];
}

export interface ManufacturerRegistered {
  type: 'ManufacturerRegistered';
  data: ManufacturerDefinition;
}
export interface ManufacturerUpdated {
  type: 'ManufacturerUpdated';
  data: ManufacturerDefinition;
}
export interface ProductAdded {
  type: 'ProductAdded';
  data: ProductDefinition;
}
export interface ProductUpdated {
  type: 'ProductUpdated';
  data: ProductDefinition;
}

export type ManufacturerEvent = ManufacturerRegistered | ManufacturerUpdated;
export type ProductEvent = ProductAdded | ProductUpdated;

export const manufacturerStream = (manufacturerId: string) => `catalog-manufacturer-${manufacturerId}`;
export const productStream = (productId: string) => `catalog-product-${productId}`;
