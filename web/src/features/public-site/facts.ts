/**
 * The marketing facts of spec point 1, written once so every page states them the same way:
 * free, all major manufacturers, free shipping to offices and homes, returns for a year on any
 * order in any condition.
 */
export const FACTS = {
  free: { title: 'Free to use', text: 'Lensloop costs nothing: no fees for practices, no fees for patients.' },
  manufacturers: { title: 'All major manufacturers', text: 'Every major contact lens manufacturer in one catalogue.' },
  shipping: { title: 'Free shipping', text: 'Lenses ship free, to your office or straight to your patients’ homes.' },
  returns: { title: 'Returns for a year', text: 'Return any order within one year, in any condition.' },
} as const;

export const FACT_LIST = [FACTS.free, FACTS.manufacturers, FACTS.shipping, FACTS.returns];
