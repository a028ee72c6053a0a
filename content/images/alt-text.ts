/**
 * What each picture in this folder shows, for people who cannot see it (screen readers, slow
 * connections, search engines). Keys are the image names: the file's path below content/images
 * without its extension. The build stops if an image has no line here, or a line has no image.
 *
 * When you replace a placeholder with a photograph of the same name, rewrite its line to describe
 * the photograph: say what is in the picture, not what it is for.
 */
export const altText = {
  "home/hero":
    "City skyline at dusk, against a teal-to-amber sky: layered towers in shades of teal, including a tapering glass spire and a rounded tower, with two tower cranes among them, above a river catching the light.",
  "projects/hackney-wick":
    "Street elevation of an eight-storey dark grey-clad building with eight bays of windows and an amber-trimmed shopfront at street level, between lower neighbours, under a pale sky. A canal runs along the front.",
  "projects/islington":
    "Street elevation of an eight-storey teal-clad building with seven bays of windows and an amber-trimmed shopfront at street level, between lower neighbours, under an overcast grey sky.",
  "projects/southwark":
    "Two tower cranes stand over the concrete frame of a nine-storey building under construction: the lower seven floors are glazed, the top two are bare slabs and columns edged with amber safety barriers, behind a teal site hoarding, under a pale sky.",
  "team/member-1":
    "Abstract portrait placeholder: a plain teal head-and-shoulders silhouette with no facial features and a thin amber collar line, in front of a pale arched window outline on a warm grey background.",
  "team/member-2":
    "Abstract portrait placeholder: a plain slate head-and-shoulders silhouette with no facial features and a thin amber collar line, in front of a faint white grid, like glazing bars, on a pale teal background.",
  "team/member-3":
    "Abstract portrait placeholder: a plain teal head-and-shoulders silhouette with no facial features and a thin amber collar line, in front of diagonal amber stripes on an off-white background.",
  "team/member-4":
    "Abstract portrait placeholder: a plain slate head-and-shoulders silhouette with no facial features and a thin amber collar line, in front of a large soft amber circle on a light slate background.",
  "gallery/01":
    "Street elevation of a four-storey brick building with four bays of windows and balconies on alternate floors, between lower neighbours, under a pale sky. Three street trees line the pavement.",
  "gallery/02":
    "Two tower cranes stand over the concrete frame of an eight-storey building under construction: the lower five floors are glazed, the top three are bare slabs and columns edged with amber safety barriers, behind a teal site hoarding, under a pale sky.",
  "gallery/03":
    "Two tower cranes stand over the concrete frame of a 13-storey building under construction: the lower nine floors are glazed, the top four are bare slabs and columns edged with amber safety barriers, behind a teal site hoarding, under a pale sky.",
  "gallery/04":
    "Floor plan drawn in slate lines on off-white paper: 12 rooms with door swings and window openings, a stair core hatched in amber, a meeting table with chairs in the largest room, a dimension line along the top and a north arrow.",
  "gallery/05":
    "Close-up of a glazed curtain wall: a grid of six by seven panes in slim dark frames reflecting a tower crane and an overcast grey sky.",
  "gallery/06":
    "Teal site hoarding with an amber top band and a printed skyline motif runs along a pavement, with a mesh gate for site traffic; behind it a tower crane works over an eight-storey concrete frame, at dusk, against a teal-to-amber sky.",
  "gallery/07":
    "A four-storey structural steel frame of four bays, its columns and beams in dark grey with diagonal cross-bracing in the end bays; a new amber beam hangs from a crane hook above the top floor, under a pale sky.",
  "gallery/08":
    "City skyline under a pale sky: layered towers in shades of teal, including a tapering glass spire and a rounded tower, with two tower cranes among them, above a river catching the light.",
  "gallery/09":
    "A single fire-rated door in teal with a narrow glazed vision panel, lever handle, overhead closer and a small round safety sign, set in a dark steel frame lined with an amber intumescent seal in a pale corridor wall.",
  "gallery/10":
    "Site plan seen from above, drawn on off-white paper: a plot outlined with an amber dashed line holds a proposed L-shaped building in solid teal, beside existing blocks, two crossing tree-lined roads, a scale bar and a north arrow.",
  "gallery/11":
    "A four-storey white-rendered facade wrapped in scaffolding: grey tubes with amber boards at every lift, diagonal braces and ladders between levels, and pale netting hung over the right-hand part, under a pale sky.",
  "gallery/12":
    "Exploded axonometric diagram of four floor plates stacked with gaps between them, each showing partitions and a grid of column dots, joined by dashed guide lines at the corners; the top floor is picked out in amber, on off-white paper.",
  "gallery/13":
    "View along a ceiling void: three galvanised ladder cable trays hung on threaded drop rods recede into the distance, carrying teal, grey, black and white cables, beside a ventilation duct.",
  "gallery/14":
    "City skyline under a pale sky: layered towers in shades of teal, including a tapering glass spire and a rounded tower, above a river catching the light.",
  "gallery/15":
    "Looking up at the glazed corner of a tower: two curtain-wall faces in slim dark frames meet at a sharp edge against the sky, the panes reflecting a tower crane.",
  "gallery/16":
    "Teal site hoarding with an amber top band and a printed skyline motif runs along a pavement, with a mesh gate for site traffic; behind it a tower crane works over a seven-storey concrete frame, under a pale sky.",
  "gallery/17":
    "Close-up of brickwork in Flemish bond, long and short brick faces alternating in every course, around a dark steel-framed window of two lights, wider than it is tall, with a steel lintel above and a pale stone sill below.",
  "gallery/18":
    "A pair of fire-rated doors in pale grey with tall glazed vision panels, push plates, overhead closers and small round safety signs, set in a dark steel frame lined with an amber intumescent seal, a little right of the centre of a pale corridor wall.",
  "gallery/19":
    "Blueprint-style floor plan in pale lines on deep teal: eight rooms with door swings and window openings, a stair core hatched in amber, a meeting table with chairs in the largest room, a dimension line along the top and a north arrow.",
  "gallery/20":
    "Cut-away section of a four-storey office building drawn on off-white paper: two sensors on every floor, shown as amber dots, are linked by dashed lines through the central core to a rooftop hub sending out teal signal arcs.",
  "gallery/21":
    "Street elevation of a 10-storey white-rendered building with eight bays of windows and an amber-trimmed shopfront at street level, between lower neighbours, under an overcast grey sky. Three street trees line the pavement.",
  "gallery/22":
    "Street elevation of a seven-storey brick building with six bays of windows, between lower neighbours, at dusk, against a teal-to-amber sky. Some windows are lit and a canal runs along the front.",
  "gallery/23":
    "Three galvanised cable trays on wall brackets in a plant room, stacked one above another and carrying black, grey, orange and teal cables, with four cables dropping from the lowest tray into a grey distribution board.",
  "gallery/24":
    "Street elevation of a four-storey pale concrete building with five bays of windows and an amber-trimmed shopfront at street level, between lower neighbours, under an overcast grey sky. A tower crane stands behind it and three street trees line the pavement.",
  "gallery/25":
    "Street elevation of a four-storey dark grey-clad building with three bays of windows and balconies on alternate floors, between lower neighbours, under an overcast grey sky. A tower crane stands behind it and three street trees line the pavement.",
  "gallery/26":
    "Two tower cranes stand over the concrete frame of a six-storey building under construction: the lower four floors are glazed, the top two are bare slabs and columns edged with amber safety barriers, behind a teal site hoarding, at dusk, against a teal-to-amber sky.",
  "gallery/27":
    "A seven-storey pale concrete facade wrapped in scaffolding: grey tubes with amber boards at every lift, diagonal braces and ladders between levels, and pale netting hung over the right-hand part, under a pale sky.",
  "gallery/28":
    "Floor plan drawn in slate lines on off-white paper: 16 rooms with door swings and window openings, a stair core hatched in amber, a meeting table with chairs in the largest room, a dimension line along the top and a north arrow.",
  "gallery/29":
    "Close-up of a glazed curtain wall: a grid of seven by seven panes in slim dark frames reflecting a neighbouring block and an overcast grey sky.",
  "gallery/30":
    "Teal site hoarding with an amber top band and a printed skyline motif runs along a pavement, with a mesh gate for site traffic; behind it a tower crane works over an eight-storey concrete frame, under a pale sky.",
  "gallery/31":
    "A four-storey structural steel frame of three bays, its columns and beams in dark grey with diagonal cross-bracing in the end bays; a new amber beam hangs from a crane hook above the top floor, under an overcast grey sky.",
  "gallery/32":
    "Site plan seen from above, drawn on a deep teal ground: a plot outlined with an amber dashed line holds a proposed L-shaped building in solid amber, beside existing blocks, two crossing tree-lined roads, a scale bar and a north arrow.",
  "gallery/33":
    "Two towers of different heights, one clad in teal and one in pale concrete, linked high up by a glazed skybridge trimmed in amber, under a pale sky.",
  "gallery/34":
    "Site plan seen from above, drawn on off-white paper: a plot outlined with an amber dashed line holds a proposed courtyard building in solid teal, beside existing blocks, two crossing tree-lined roads, a scale bar and a north arrow.",
  "gallery/35":
    "A four-storey brick facade wrapped in scaffolding: grey tubes with amber boards at every lift, diagonal braces and ladders between levels, and pale netting hung over the right-hand part, under an overcast grey sky.",
  "gallery/36":
    "Exploded axonometric diagram of three floor plates stacked with gaps between them, each showing partitions and a grid of column dots, joined by dashed guide lines at the corners; the top floor is picked out in amber, on off-white paper.",
  "gallery/37":
    "View along a ceiling void: three galvanised ladder cable trays hung on threaded drop rods recede into the distance, carrying orange, white, grey and teal cables, beside a ventilation duct.",
  "gallery/38":
    "City skyline at dusk, against a teal-to-amber sky: layered towers in shades of teal, including a tapering glass spire and a rounded tower, with two tower cranes among them, above a river catching the light.",
  "gallery/39":
    "Close-up of brickwork in Flemish bond, long and short brick faces alternating in every course, around a dark steel-framed window of three lights, taller than it is wide, with a steel lintel above and a pale stone sill below.",
  "gallery/40":
    "View along a ceiling void: three galvanised ladder cable trays hung on threaded drop rods recede into the distance, carrying black, white, grey, teal and orange cables, beside a ventilation duct.",
  "gallery/41":
    "Close-up of brickwork in Flemish bond, long and short brick faces alternating in every course, around a dark steel-framed window of two lights, almost square, with a steel lintel above and a pale stone sill below.",
  "gallery/42":
    "A pair of fire-rated doors in teal with tall glazed vision panels, push plates, overhead closers and small round safety signs, set in a dark steel frame lined with an amber intumescent seal, just left of the centre of a pale corridor wall.",
  "gallery/43":
    "Blueprint-style floor plan in pale lines on deep teal: 15 rooms with door swings and window openings, a stair core hatched in amber, a meeting table with chairs in the largest room, a dimension line along the top and a north arrow.",
  "gallery/44":
    "Cut-away section of a six-storey office building drawn on off-white paper: two sensors on every floor, shown as amber dots, are linked by dashed lines through the central core to a rooftop hub sending out teal signal arcs.",
  "gallery/45":
    "A fire-rated glazed screen: a fully glazed door with a full-height side light and a transom panel above, all in slim dark steel frames lined with an amber intumescent seal, in a pale corridor wall.",
  "gallery/46":
    "Street elevation of a six-storey white-rendered building with five bays of windows and balconies on alternate floors, between lower neighbours, at dusk, against a teal-to-amber sky. Some windows are lit, a tower crane stands behind it and a canal runs along the front.",
  "gallery/47":
    "Three galvanised cable trays on wall brackets in a plant room, stacked one above another and carrying teal, black, white, orange and grey cables, with four cables dropping from the lowest tray into a grey distribution board.",
  "gallery/48":
    "Two towers of different heights, one clad in teal and one in pale concrete, linked high up by a glazed skybridge trimmed in amber, at dusk, against a teal-to-amber sky.",
  "case-studies/fire-rated-glazed-doors-1":
    "A pair of fire-rated doors in teal with tall glazed vision panels, push plates, overhead closers and small round safety signs, set in a dark steel frame lined with an amber intumescent seal, a little right of the centre of a pale corridor wall.",
  "case-studies/fire-rated-glazed-doors-2":
    "A single fire-rated door in teal with a narrow glazed vision panel, lever handle, overhead closer and a small round safety sign, set in a dark steel frame lined with an amber intumescent seal in a pale corridor wall.",
  "case-studies/fire-rated-glazed-doors-3":
    "A fire-rated glazed screen: a fully glazed door with a full-height side light and a transom panel above, all in slim dark steel frames lined with an amber intumescent seal, in a pale corridor wall.",
  "case-studies/cable-trays-1":
    "View along a ceiling void: two galvanised ladder cable trays hung on threaded drop rods recede into the distance, carrying teal, orange, white, black and grey cables, beside a ventilation duct.",
  "case-studies/cable-trays-2":
    "Three galvanised cable trays on wall brackets in a plant room, stacked one above another and carrying orange, white, black and teal cables, with four cables dropping from the lowest tray into a grey distribution board.",
  "case-studies/cable-trays-3":
    "Overhead close-up of a ladder cable tray crossing a concrete floor on a diagonal, carrying six teal, grey and white cables bundled with amber ties.",
  "blog/federal-reserve-cost-overruns":
    "Bar chart drawn as a row of seven towers on a teal blueprint grid: each tower stands taller than the last, the parts rising above a dashed amber budget line are shaded amber, and an amber trend line climbs across their tops.",
  "blog/future-of-development-partnerships":
    "Two towers of different heights, one clad in teal and one in pale concrete, linked high up by a glazed skybridge trimmed in amber, at dusk, against a teal-to-amber sky.",
  "blog/smart-building-technology-trends-2025":
    "Cut-away section of a four-storey office building drawn on off-white paper: two sensors on every floor, shown as amber dots, are linked by dashed lines through the central core to a rooftop hub sending out teal signal arcs.",
  "blog/procurement-cost-optimization":
    "Bar chart drawn as a row of six towers on a teal blueprint grid, stepping down from left to right beneath a falling amber trend line, showing costs being brought down.",
} satisfies Readonly<Record<string, string>>;
