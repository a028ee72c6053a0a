/**
 * The claims ledger: every business figure the site states, defined once,
 * exactly as the firm's brief gives it, with a note of what it measures.
 * Pages, metadata and the assistant take figures from here; a test checks
 * that every figure a page shows is one of these, byte for byte.
 */
export type Claim = { readonly value: string };

/**
 * What each figure measures is the comment above it: the notes are for the
 * people who maintain the ledger, so they stay out of the pages' JavaScript.
 */
const claim = (value: string): Claim => ({ value });

export const claims = {
  firm: {
    /** How far below market rates our projects are delivered, about. */
    belowMarket: claim("40%"),
    /** Savings clients can expect in general against a conventional route. */
    typicalSavings: claim("30-40%"),
    /** Floor area delivered in total; stated as 'over'. */
    areaDelivered: claim("1,000,000 sq ft"),
    /** The same total area in the short form used on stat cards. */
    areaDeliveredShort: claim("1M+ sq ft"),
    /** Capital expenditure delivered across all projects. */
    capexDelivered: claim("£250m"),
    /** The typical value of a project we take on. */
    typicalProjectValue: claim("£5-10 million"),
    /** The typical floor area of a project we take on. */
    typicalProjectArea: claim("25,000-50,000 sq ft"),
    /** Typical delivery period of a project. */
    typicalDelivery: claim("6-7 months"),
    /** How soon every contact message is answered. */
    responseTime: claim("24 hours"),
    /** Share of procured items that met the specification. */
    specificationCompliance: claim("100%"),
  },
  portfolio: {
    /** Saved across the three portfolio projects. */
    savings: claim("£9.2m"),
    /** The portfolio savings in the short form used on stat cards. */
    savingsPlus: claim("£9.2m+"),
    /** Combined floor area of the three portfolio projects. */
    area: claim("103,000 sq ft"),
    /** Combined delivery time of the three portfolio projects. */
    duration: claim("28 months"),
    /** Studios delivered across the portfolio. */
    studios: claim("210 studios"),
    /** Actual development costs of the portfolio. */
    developmentCosts: claim("£36m"),
    /** What the same portfolio would cost at UK benchmark rates. */
    ukBenchmark: claim("£45.2m"),
    /** Smallest to largest project in the portfolio. */
    range: claim("28,000-44,000 sq ft"),
  },
  projects: {
    hackneyWick: {
      /** Hackney Wick floor area. */
      size: claim("31,000 sq ft"),
      /** Hackney Wick purchase price. */
      purchasePrice: claim("£5m"),
      /** Hackney Wick capital expenditure. */
      capex: claim("£4.2m"),
      /** Hackney Wick capital expenditure per square foot. */
      capexRate: claim("£135/sq ft"),
      /** Hackney Wick delivery period. */
      duration: claim("6 months"),
    },
    islington: {
      /** Islington floor area. */
      size: claim("44,000 sq ft"),
      /** Islington purchase price. */
      purchasePrice: claim("£8.2m"),
      /** Islington capital expenditure. */
      capex: claim("£7.4m"),
      /** Islington capital expenditure per square foot. */
      capexRate: claim("£168/sq ft"),
      /** Islington delivery period. */
      duration: claim("7 months"),
      /** Islington saving, confirmed by a third-party quantity surveyor. */
      saving: claim("40%"),
    },
    southwark: {
      /** Southwark floor area. */
      size: claim("28,000 sq ft"),
      /** Southwark purchase price. */
      purchasePrice: claim("£5.5m"),
      /** Southwark capital expenditure. */
      capex: claim("£6.3m"),
      /** Southwark capital expenditure per square foot. */
      capexRate: claim("£225/sq ft"),
      /** Southwark delivery period. */
      duration: claim("6 months"),
      /** Southwark saving against the capex budget. */
      capexSaving: claim("£300k"),
      /** Southwark planning-stage efficiencies; stated as 'over'. */
      planningEfficiencies: claim("£1m"),
    },
  },
  caseStudies: {
    /** Saved across the two procurement case studies. */
    totalSavings: claim("£2.4m"),
    /** Reduction in cable tray length, as the case-study list states it. */
    trayReduction: claim("6,493m"),
    /** Fire integrity certification of the glazed doors. */
    fireRating: claim("E30/E60"),
    /** British Standard the doors comply with. */
    fireStandard: claim("BS 476"),
  },
  fireDoors: {
    /** UK price per fire-rated glazed door before our sourcing. */
    ukUnitPrice: claim("£13,387"),
    /** Price per door through our procurement. */
    ourUnitPrice: claim("£3,000"),
    /** Number of doors procured. */
    doorCount: claim("210 doors"),
    /** Total cost of the 210 doors through our procurement. */
    ourTotal: claim("£630,000"),
    /** Total cost of the doors at UK prices. */
    ukTotal: claim("£2,500,000"),
    /** Range of UK quotes per door. */
    ukQuoteRange: claim("£11,000-£13,387"),
    /** Cost reduction claimed on the case-study page. */
    costReduction: claim("65%"),
  },
  cableTrays: {
    /** Original quote for the cable trays. */
    originalCost: claim("£649,545"),
    /** Cable tray length in the original design. */
    originalLength: claim("9,993m"),
    /** Cable tray length after redesign. */
    newLength: claim("1,500m"),
    /** Reduction in cable tray length after redesign. */
    lengthReduction: claim("85%"),
    /** Cost of the redesigned cable trays. */
    newCost: claim("£108,000"),
    /** Our price per metre of cable tray. */
    ourRate: claim("£72"),
    /** UK standard price per metre of cable tray. */
    ukRate: claim("£65"),
    /** Saved on cable trays. */
    saving: claim("£541,545"),
    /** Cost reduction claimed on the case-study page. */
    costReduction: claim("45%"),
  },
} as const;

function collect(node: unknown, into: Claim[]): Claim[] {
  if (node && typeof node === "object") {
    if ("value" in node) into.push(node as Claim);
    else for (const child of Object.values(node)) collect(child, into);
  }
  return into;
}

/** Every claim of the ledger, flattened. */
export const allClaims: readonly Claim[] = collect(claims, []);

/** The set of figure strings a page may show. */
export const ledgerFigures: ReadonlySet<string> = new Set(allClaims.map((c) => c.value));
