/**
 * The claims ledger: every business figure the site states, defined once,
 * exactly as the firm's brief gives it, with a note of what it measures.
 * Pages, metadata and the assistant take figures from here; a test checks
 * that every figure a page shows is one of these, byte for byte.
 */
export type Claim = { readonly value: string; readonly measures: string };

const claim = (value: string, measures: string): Claim => ({ value, measures });

export const claims = {
  firm: {
    belowMarket: claim("40%", "How far below market rates our projects are delivered, about."),
    typicalSavings: claim("30-40%", "Savings clients can expect in general against a conventional route."),
    areaDelivered: claim("1,000,000 sq ft", "Floor area delivered in total; stated as 'over'."),
    areaDeliveredShort: claim("1M+ sq ft", "The same total area in the short form used on stat cards."),
    capexDelivered: claim("£250m", "Capital expenditure delivered across all projects."),
    typicalProjectValue: claim("£5-10 million", "The typical value of a project we take on."),
    typicalProjectArea: claim("25,000-50,000 sq ft", "The typical floor area of a project we take on."),
    typicalDelivery: claim("6-7 months", "Typical delivery period of a project."),
    responseTime: claim("24 hours", "How soon every contact message is answered."),
    specificationCompliance: claim("100%", "Share of procured items that met the specification."),
  },
  portfolio: {
    savings: claim("£9.2m", "Saved across the three portfolio projects."),
    savingsPlus: claim("£9.2m+", "The portfolio savings in the short form used on stat cards."),
    area: claim("103,000 sq ft", "Combined floor area of the three portfolio projects."),
    duration: claim("28 months", "Combined delivery time of the three portfolio projects."),
    studios: claim("210 studios", "Studios delivered across the portfolio."),
    developmentCosts: claim("£36m", "Actual development costs of the portfolio."),
    ukBenchmark: claim("£45.2m", "What the same portfolio would cost at UK benchmark rates."),
    range: claim("28,000-44,000 sq ft", "Smallest to largest project in the portfolio."),
  },
  projects: {
    hackneyWick: {
      size: claim("31,000 sq ft", "Hackney Wick floor area."),
      purchasePrice: claim("£5m", "Hackney Wick purchase price."),
      capex: claim("£4.2m", "Hackney Wick capital expenditure."),
      capexRate: claim("£135/sq ft", "Hackney Wick capital expenditure per square foot."),
      duration: claim("6 months", "Hackney Wick delivery period."),
    },
    islington: {
      size: claim("44,000 sq ft", "Islington floor area."),
      purchasePrice: claim("£8.2m", "Islington purchase price."),
      capex: claim("£7.4m", "Islington capital expenditure."),
      capexRate: claim("£168/sq ft", "Islington capital expenditure per square foot."),
      duration: claim("7 months", "Islington delivery period."),
      saving: claim("40%", "Islington saving, confirmed by a third-party quantity surveyor."),
    },
    southwark: {
      size: claim("28,000 sq ft", "Southwark floor area."),
      purchasePrice: claim("£5.5m", "Southwark purchase price."),
      capex: claim("£6.3m", "Southwark capital expenditure."),
      capexRate: claim("£225/sq ft", "Southwark capital expenditure per square foot."),
      duration: claim("6 months", "Southwark delivery period."),
      capexSaving: claim("£300k", "Southwark saving against the capex budget."),
      planningEfficiencies: claim("£1m", "Southwark planning-stage efficiencies; stated as 'over'."),
    },
  },
  caseStudies: {
    totalSavings: claim("£2.4m", "Saved across the two procurement case studies."),
    trayReduction: claim("6,493m", "Reduction in cable tray length, as the case-study list states it."),
    fireRating: claim("E30/E60", "Fire integrity certification of the glazed doors."),
    fireStandard: claim("BS 476", "British Standard the doors comply with."),
  },
  fireDoors: {
    ukUnitPrice: claim("£13,387", "UK price per fire-rated glazed door before our sourcing."),
    ourUnitPrice: claim("£3,000", "Price per door through our procurement."),
    doorCount: claim("210 doors", "Number of doors procured."),
    ourTotal: claim("£630,000", "Total cost of the 210 doors through our procurement."),
    ukTotal: claim("£2,500,000", "Total cost of the doors at UK prices."),
    ukQuoteRange: claim("£11,000-£13,387", "Range of UK quotes per door."),
    costReduction: claim("65%", "Cost reduction claimed on the case-study page."),
  },
  cableTrays: {
    originalCost: claim("£649,545", "Original quote for the cable trays."),
    originalLength: claim("9,993m", "Cable tray length in the original design."),
    newLength: claim("1,500m", "Cable tray length after redesign."),
    lengthReduction: claim("85%", "Reduction in cable tray length after redesign."),
    newCost: claim("£108,000", "Cost of the redesigned cable trays."),
    ourRate: claim("£72", "Our price per metre of cable tray."),
    ukRate: claim("£65", "UK standard price per metre of cable tray."),
    saving: claim("£541,545", "Saved on cable trays."),
    costReduction: claim("45%", "Cost reduction claimed on the case-study page."),
  },
} as const;

function collect(node: unknown, into: Claim[]): Claim[] {
  if (node && typeof node === "object") {
    if ("value" in node && "measures" in node) into.push(node as Claim);
    else for (const child of Object.values(node)) collect(child, into);
  }
  return into;
}

/** Every claim of the ledger, flattened. */
export const allClaims: readonly Claim[] = collect(claims, []);

/** The set of figure strings a page may show. */
export const ledgerFigures: ReadonlySet<string> = new Set(allClaims.map((c) => c.value));
